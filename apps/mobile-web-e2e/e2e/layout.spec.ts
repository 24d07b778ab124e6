import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/auth-steps';
import { createAccount } from './support/platform';
import { scrollUntilShown } from './support/scroll';

// Screenshots of the auth screens on the narrowest phones found the SMS code field 8 px past the
// form's margin and the login header's language select pressed against the screen's edge.
test.use({ viewport: { width: 320, height: 640 } });

/** Every field box and button of the form, with where it starts and ends across the screen. */
async function boxesOf(page: Page) {
  return page.locator('main input, main button, main select').evaluateAll((elements) =>
    elements
      .map((element) => {
        // The box the player sees around an input is its field's control, not the bare input.
        const box = (element.closest('[class*="control"]') ?? element).getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? element.textContent ?? '', box };
      })
      .filter(({ box }) => box.width > 0)
      .map(({ name, box }) => ({ name, left: box.left, right: box.right })),
  );
}

for (const path of ['/m/forget', '/m/login', '/m/register']) {
  test(`${path} keeps every field inside the margins of a 320 px screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main input').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    for (const { name, left, right } of await boxesOf(page)) {
      expect.soft(left, `${name} starts inside the margin`).toBeGreaterThanOrEqual(8);
      expect.soft(right, `${name} ends inside the margin`).toBeLessThanOrEqual(width - 8);
    }
  });
}

test('the login header’s language select keeps clear of the bar’s edges', async ({ page }) => {
  await page.goto('/m/login');
  const select = page.getByRole('combobox', { name: 'Language' });
  await expect(select).toBeVisible();
  const bar = await page.locator('header').first().boundingBox();
  const box = await select.boundingBox();
  if (!bar || !box) throw new Error('the header and its select are laid out');
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(width - (box.x + box.width)).toBeGreaterThanOrEqual(10);
  expect(box.y - bar.y).toBeGreaterThanOrEqual(4);
  expect(bar.y + bar.height - (box.y + box.height)).toBeGreaterThanOrEqual(4);
  // Still a comfortable target.
  expect(box.height).toBeGreaterThanOrEqual(24);
});

/**
 * A phone widens its layout viewport to fit whatever overflows, and every fixed layer (the bottom
 * menu, each dialog) then spreads past the screen: a lottery row sized for a 16 px rem once pushed
 * the logout dialog's Confirm button off a 412 px phone. So the widest screens, with every section
 * loaded, must keep the page exactly as wide as the phone.
 */
for (const path of ['/m/home', '/m/lottery']) {
  test(`${path} keeps the page as wide as a 320 px screen once its lotteries have loaded`, async ({
    page,
  }) => {
    await page.goto(path);
    // Below the games on home: it renders as the player scrolls near it.
    await scrollUntilShown(page, page.getByRole('link', { name: /Next draw in/ }));
    await expect(page.getByRole('link', { name: /Next draw in/ }).first()).toBeVisible();
    expect(await page.evaluate(() => window.innerWidth)).toBe(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });
}

test('a promotion application with three images keeps the page as wide as a 320 px screen', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await logIn(page, account.username, account.password);
  await page.goto('/m/activity?id=401');
  // A 1×1 png, three times: the previews and their remove buttons side by side.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByLabel('Add images')
    .setInputFiles(
      ['a', 'b', 'c'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: png })),
    );
  await expect(page.getByRole('img', { name: 'Image 3' })).toBeVisible();
  expect(await page.evaluate(() => window.innerWidth)).toBe(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

// The money screens, logged in: the deposit's channels, quick amounts and form, and the withdraw
// screen's first step, once their answers have loaded.
for (const [path, loaded] of [
  ['/m/voucherCenter', 'Deposit now'],
  ['/m/withdraw', 'Save'],
] as const) {
  test(`${path} keeps the page as wide as a 320 px screen once it has loaded`, async ({ page }) => {
    const account = await createAccount(page.request, { balance: 1_000 });
    await logIn(page, account.username, account.password);
    await page.goto(path);
    await expect(page.getByRole('button', { name: loaded })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('1,000.00');
    expect(await page.evaluate(() => window.innerWidth)).toBe(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });
}

test('/m/gameRecord keeps the page as wide as a 320 px screen with its custom range open', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 1_000 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/gameRecord');
  await page.getByRole('button', { name: 'Custom' }).click();
  await expect(page.getByLabel('From')).toBeVisible();
  await expect(page.getByLabel('Summary')).toBeVisible();
  expect(await page.evaluate(() => window.innerWidth)).toBe(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});
