import { expect, test } from '@playwright/test';

test('the help centre lists articles, opens an item, and the item reopens from its link', async ({
  page,
}) => {
  await page.goto('/m/help');
  await expect(page.getByRole('banner')).toContainText('Help centre');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  const firstItem = page.getByRole('listitem').first().getByRole('button');
  const title = (await firstItem.textContent()) ?? '';
  await firstItem.click();
  await expect(page).toHaveURL(/\/m\/helpDetail\?p=0&c=0$/);
  // The item's own heading: the list's headings stay on screen while the list fades out.
  const itemTitle = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(itemTitle).toHaveText(title);
  await page.reload();
  await expect(itemTitle).toHaveText(title);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
});

test('a screen whose code cannot be reached says so and retries instead of a white page', async ({
  page,
}) => {
  await page.route('**/m/assets/messages-pages-*.js', (route) => route.abort());
  await page.goto('/m/help');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await page.unroute('**/m/assets/messages-pages-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('banner')).toContainText('Help centre');
});

test('a screen whose code is gone from the server offers the new version', async ({ page }) => {
  await page.route('**/m/assets/messages-pages-*.js', (route) => route.fulfill({ status: 404 }));
  await page.goto('/m/help');
  await expect(page.getByRole('heading', { name: 'A new version is available' })).toBeVisible();
  await page.unroute('**/m/assets/messages-pages-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('banner')).toContainText('Help centre');
});
