// Every category has a way in, search finds any game by name, recently played follows launches,
// and the game centre's lottery lane has its menu and KENO.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/auth-steps';
import { createAccount } from './support/platform';

const content = (page: Page) => page.getByRole('tablist', { name: 'Game categories' });

for (const [lane, vendor, game] of [
  ['Sports', 'SABA Sports', 'SABA Sportsbook 1'],
  ['E-sports', 'TF Gaming', 'TF E-sports 1'],
  ['Live streaming', 'Live Stream', 'Live Show 1'],
  ['Cockfight', 'SV388 Cockfight', 'ไก่ชน สนาม 1'],
] as const) {
  test(`the game centre has a ${lane} lane with its vendor tabs and games`, async ({ page }) => {
    await page.goto('/m/game');
    await content(page).getByRole('tab', { name: lane, exact: true }).click();
    await expect(page.getByRole('tab', { name: vendor, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: game, exact: true })).toBeVisible();
    await page.getByRole('tab', { name: vendor, exact: true }).click();
    await expect(page).toHaveURL(/vassalage=/);
    await expect(page.getByRole('button', { name: game, exact: true })).toBeVisible();
  });
}

test('the two lottery lanes say what they are', async ({ page }) => {
  await page.goto('/m/game');
  await expect(content(page).getByRole('tab', { name: 'E-lottery' })).toBeVisible();
  await expect(content(page).getByRole('tab', { name: 'Vietnam lottery' })).toBeVisible();
  await expect(content(page).getByRole('tab', { name: 'Lottery', exact: true })).toHaveCount(0);
});

test('a search in another script finds the game across vendors, and back and reload keep it', async ({
  page,
}) => {
  await page.goto('/m/home');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('ไก่ชน');
  await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
  await expect(page).toHaveURL(/\/m\/game\?q=/);
  const results = page.getByRole('region', { name: 'Games matching “ไก่ชน”' });
  await expect(results.getByRole('button', { name: 'ไก่ชน สนาม 1', exact: true })).toBeVisible();
  await expect(results.getByRole('button', { name: 'ไก่ชน สนาม 3', exact: true })).toBeVisible();

  // Narrowed to a category with none of them: says so.
  await results.getByRole('combobox', { name: 'Category' }).selectOption('SPORTS');
  await expect(page.getByText('No games match “ไก่ชน”')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No games match “ไก่ชน”')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('SPORTS');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('');

  // Typing searches a pause after the last key, across every vendor.
  const box = page.getByRole('searchbox', { name: 'Search games' });
  await box.fill('golden');
  const golden = page.getByRole('region', { name: 'Games matching “golden”' });
  await expect(golden.getByRole('listitem').first()).toBeVisible();
  await expect(page).toHaveURL(/q=golden/);
  await page.goto('/m/home');
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('golden');
  await expect(golden.getByRole('listitem').first()).toBeVisible();
});

test('a search with no match says so, and a hostile query is only text', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/m/game');
  const box = page.getByRole('searchbox', { name: 'Search games' });
  await box.fill('zzqx nothing');
  await expect(page.getByText('No games match “zzqx nothing”')).toBeVisible();
  const hostile = `<img src=x onerror=alert(1)>%_'"`;
  await box.fill(hostile);
  await expect(page.getByText(`No games match “${hostile}”`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`No games match “${hostile}”`)).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('a member’s launch shows first in recently played, on home and in the game centre', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 500 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/game?q=SABA%20Sportsbook%202');
  const results = page.getByRole('region', { name: /Games matching/ });
  await results.getByRole('button', { name: 'SABA Sportsbook 2', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/game\//);
  await page.getByRole('link', { name: 'Leave the game' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.getByRole('button').first()).toHaveText(/SABA Sportsbook 2/);

  await page.goto('/m/game');
  await content(page).getByRole('tab', { name: 'Recently played' }).click();
  await expect(
    page.getByRole('button', { name: 'SABA Sportsbook 2', exact: true }).first(),
  ).toBeVisible();
});

test('the game centre’s lottery lane has the category menu, KENO, the weekday filter and view all', async ({
  page,
}) => {
  await page.goto('/m/game');
  await content(page).getByRole('tab', { name: 'E-lottery' }).click();
  const menu = page.getByRole('tablist', { name: 'Lottery categories' });
  await menu.getByRole('tab', { name: 'Keno' }).click();
  await expect(page.getByRole('link', { name: /KENO 1 Minute/ })).toBeVisible();
  await menu.getByRole('tab', { name: 'Central Vietnam' }).click();
  await page
    .getByRole('tablist', { name: 'Draw day' })
    .getByRole('tab', { name: 'Wednesday' })
    .click();
  await expect(page.getByText('Đà Nẵng', { exact: true })).toBeVisible();
  await expect(page.getByText('Phú Yên', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/category=ELOTT.*lotteryCategory=vietnam_central.*lotteryDay=4/);
  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
});

test('the login page’s language picker shows the chosen language’s flag, served by the platform', async ({
  page,
}) => {
  await page.goto('/m/login');
  const flag = page.locator('img[src$="/TCG_PROD_IMAGES/COUNTRY_FLAG/RECT/GB.svg"]');
  await expect(flag).toBeVisible();
  await expect
    .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Tiếng Việt' });
  await expect(page.locator('img[src$="/COUNTRY_FLAG/RECT/VN.svg"]')).toBeVisible();
});
