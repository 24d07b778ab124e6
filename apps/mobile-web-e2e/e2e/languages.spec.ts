// The thirty languages as a member meets them: the member centre's setting switches the whole app
// (Japanese, Arabic right to left, Brazilian Portuguese, and back to English) and saves the choice
// on the platform; a member whose saved language is Thai sees Thai on a browser that never chose.
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pseudoDictionary, pseudoText } from '../src/pseudo-locale';
import { expectWithinPhoneWidth, passSlideCheck, submitLogin } from './support/auth-steps';
import { builtScript } from './support/built-files';
import { createAccount } from './support/platform';

/** The dictionaries' sources, English's among them. */
const LOCALES = resolve(import.meta.dirname, '../../../libs/i18n/src/lib/locales');
/** The namespaces, as English's files name them. */
const NAMESPACES = readdirSync(resolve(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));

/** The member centre's language setting, by its label in the language now shown. */
async function chooseLanguage(page: Page, label: string, code: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption(code);
}

/** Where the open side menu lies: its left and right edges against the phone's width. */
async function sideMenuEdges(page: Page, name: string) {
  const menu = page.getByRole('dialog', { name });
  await expect(menu).toBeVisible();
  // The menu slides in; its place is read once it has come to rest.
  await expect
    .poll(async () => {
      const box = await menu.boundingBox();
      return box ? Math.round(box.x) : null;
    })
    .not.toBeNull();
  let last = -1;
  await expect
    .poll(async () => {
      const x = Math.round((await menu.boundingBox())?.x ?? -1);
      const settled = x === last;
      last = x;
      return settled;
    })
    .toBe(true);
  const box = await menu.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return {
    left: Math.round(box?.x ?? -1),
    right: Math.round((box?.x ?? 0) + (box?.width ?? 0)),
    width,
  };
}

test('a member switches to Japanese, Arabic and Persian (right to left), Brazilian Portuguese, and back', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 1234.5 });
  await page.goto('/m/login');
  await submitLogin(page, account.username, account.password);
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/member/home');
  await expect(page.getByRole('heading', { name: 'Member centre' })).toBeVisible();
  await expect(page.getByText('￥1,234.50')).toBeVisible();

  const saved: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/wps/member/language'))
      saved.push(request.postData() ?? '');
  });

  await chooseLanguage(page, 'Language', 'JA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: '会員センター' })).toBeVisible();
  await expect.poll(() => saved.at(-1)).toContain('JA');

  await chooseLanguage(page, '言語', 'AR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مركز الأعضاء' })).toBeVisible();
  // Mirrored: the header's end, where the menu button is, is the phone's left in Arabic, and the
  // side menu comes in from that side, as it comes in from the right in English.
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'فتح القائمة الجانبية' });
  const width = page.viewportSize()?.width ?? 0;
  const button = await menuButton.boundingBox();
  expect((button?.x ?? width) + (button?.width ?? 0) / 2).toBeLessThan(width / 2);
  await test.info().attach('home in Arabic', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await menuButton.click();
  const rtlMenu = await sideMenuEdges(page, 'القائمة');
  expect(rtlMenu.left).toBe(0);
  expect(rtlMenu.right).toBeLessThan(rtlMenu.width);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'القائمة' })).toBeHidden();

  await page.goto('/m/member/home');
  await chooseLanguage(page, 'اللغة', 'FA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مرکز اعضا' })).toBeVisible();

  await chooseLanguage(page, 'زبان', 'PT-BR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Área do membro' })).toBeVisible();
  // Brazilian Portuguese writes the amount's digits its own way; the header keeps the spec's.
  await expect(page.getByText('￥1.234,50')).toBeVisible();

  await chooseLanguage(page, 'Idioma', 'EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Member centre' })).toBeVisible();
  await expect.poll(() => saved.length).toBe(5);
  expect(saved.at(-1)).toContain('EN');

  // In English the side menu comes in from the right, the header's end.
  await page.goto('/m/home');
  await page.getByRole('banner').getByRole('button', { name: 'Open side menu' }).click();
  const ltrMenu = await sideMenuEdges(page, 'Menu');
  expect(ltrMenu.right).toBe(ltrMenu.width);
  expect(ltrMenu.left).toBeGreaterThan(0);
});

test('a member whose saved language is Thai logs in on a new browser and sees Thai', async ({
  page,
}) => {
  await page.goto('/m/login');
  // The page's browser context is new: it has never stored a language.
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('textbox', { name: 'Username' }).fill('thai01');
  await page.getByLabel('Password', { exact: true }).fill('Thai1234!');
  await passSlideCheck(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
  // The member's language is now this browser's too: it stays after a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('"TH"');
});

test('the pseudo-locale (longer, accented, right to left) fits the home page and the login page', async ({
  page,
}, testInfo) => {
  // Arabic's dictionaries are answered with English made some 40 % longer and accented: the page
  // runs right to left with texts longer than any translation's, generated from English here.
  for (const namespace of NAMESPACES) {
    const english = JSON.parse(
      readFileSync(resolve(LOCALES, 'en', `${namespace}.json`), 'utf8'),
    ) as Record<string, string>;
    await page.route(builtScript(`libs/i18n/src/lib/locales/ar/${namespace}.json`), (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default ${JSON.stringify(pseudoDictionary(english))};`,
      }),
    );
  }
  await page.addInitScript(() => window.localStorage.setItem('language', '"AR"'));
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const header = page.getByRole('banner');
  const login = header.getByRole('button', { name: pseudoText('Log in') });
  await expect(login).toBeVisible();
  await expectWithinPhoneWidth(page, login, 'the pseudo Log in button');
  await expectWithinPhoneWidth(
    page,
    header.getByRole('button', { name: pseudoText('Register') }),
    'the pseudo Register button',
  );
  await expect(page.getByRole('navigation', { name: pseudoText('Main menu') })).toBeVisible();
  await testInfo.attach('home in the pseudo-locale', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

  await login.click();
  await expect(page).toHaveURL(/\/m\/login$/);
  const send = page.getByRole('button', { name: pseudoText('Log in'), exact: true });
  await expect(send).toBeVisible();
  await expectWithinPhoneWidth(page, send, 'the pseudo login button');
  await testInfo.attach('login in the pseudo-locale', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
});
