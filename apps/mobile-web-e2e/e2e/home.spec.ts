import { expect, test } from '@playwright/test';
import { scrollUntilShown } from './support/scroll';

test('the bare origin opens the home page in English, dark by default', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('an unknown path falls back to the home page', async ({ page }) => {
  await page.goto('/m/no/such/screen');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the page has no horizontal overflow at phone width', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('main')).toBeVisible();
  // Against the phone's width, not innerWidth: a mobile browser widens its layout viewport to fit
  // content that overflows, so innerWidth grows with the overflow and hides it.
  const width = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(width);
});

test('the gateway answers the status call beside the app', async ({ request }) => {
  const response = await request.get('/wps/v2/system/status?device=MOBILE');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({
    success: true,
    value: { maintenance: { enabled: false } },
  });
});

test('below the games: the member, nav, notice and winner-board sections, and the app download screen', async ({
  page,
}) => {
  await page.goto('/m/home');
  // Each renders as the player scrolls near it.
  const member = page.getByRole('region', { name: 'Member' });
  await scrollUntilShown(page, member);
  await expect(member.getByRole('link', { name: 'Register' })).toBeVisible();
  const notices = page.getByRole('region', { name: 'Notices' });
  await scrollUntilShown(page, notices);
  await expect(notices.getByRole('link').first()).toBeVisible();
  // The platform's board, its seeded winners and its members' winning bets, names masked.
  const board = page.getByRole('region', { name: 'Winner board' });
  await scrollUntilShown(page, board);
  const winners = board.getByRole('listitem');
  await expect(winners).toHaveCount(10);
  await expect(winners.first()).toContainText(/^[a-z]\*\*\*\w{2} won in /);

  await page
    .getByRole('navigation', { name: 'Explore' })
    .getByRole('link', { name: 'App download' })
    .click();
  await expect(page).toHaveURL(/\/m\/app$/);
  await expect(page.getByRole('heading', { name: 'Android' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'iOS' })).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
});
