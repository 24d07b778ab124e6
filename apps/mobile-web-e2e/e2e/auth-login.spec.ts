import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  homeHeader,
  logIn,
  logOut,
  notice,
  passSlideCheck,
  submitLogin,
} from './support/auth-steps';
import { createAccount, currentCaptcha, logOutOnServer, sessionToken } from './support/platform';

/** A Thai dictionary the app ships, so the expected words follow it. */
function thai(namespace: 'auth' | 'errors', key: string): string {
  const file = new URL(`../../../libs/i18n/src/lib/locales/th/${namespace}.json`, import.meta.url);
  const words = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (!words) throw new Error(`th/${namespace}.json has no ${key}`);
  return words;
}

test('a guest logs in as demo01, sees the balance and nickname, and logs out after a cancelled try', async ({
  page,
}) => {
  await page.goto('/m/home');
  const header = homeHeader(page);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await submitLogin(page, 'demo01', 'Demo1234!');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header.getByLabel('Balance')).toHaveText('12,345');
  await expect(header).toContainText('Lucky Demo');

  // Cancelling the question changes nothing.
  await header.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByLabel('Balance')).toHaveText('12,345');
  await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  await logOut(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(header).not.toContainText('Lucky Demo');
});

test('three wrong passwords bring the captcha, and the right captcha logs the member in', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await page.goto('/m/login');
  const captcha = page.getByRole('textbox', { name: 'Captcha' });

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await submitLogin(page, account.username, `Wrong${attempt}pass!`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The username or password is incorrect' }),
    ).toBeVisible();
    // A failure resets the slide check.
    await expect(page.getByRole('button', { name: 'Tap to verify instead' })).toBeVisible();
    if (attempt < 3) await expect(captcha).toHaveCount(0);
  }

  await expect(captcha).toBeVisible();
  await expect(page.getByRole('img', { name: 'Captcha image, tap to refresh' })).toBeVisible();
  await captcha.fill(await currentCaptcha(page));
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await passSlideCheck(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(homeHeader(page)).toContainText(`Dev ${account.username.slice(3)}`);
});

test('a remembered password is sealed, and fills the login screen after a logout', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: 'Remember password' }).check();
  await passSlideCheck(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Sealed a moment after the login, once the cipher's code has come: never in clear.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('remPass') ?? ''))
    .toContain(account.username);
  expect(await page.evaluate(() => window.localStorage.getItem('remPass'))).not.toContain(
    account.password,
  );

  await logOut(page);
  await page.goto('/m/login');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(account.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
  await expect(page.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  await passSlideCheck(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(homeHeader(page).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a session ended elsewhere sends the member back to login with a notice', async ({ page }) => {
  const account = await createAccount(page.request, { balance: 50 });
  await logIn(page, account.username, account.password);

  const token = await sessionToken(page);
  // The member leaves the app before the session ends elsewhere: a call home still had in flight
  // would otherwise meet the end first, and its notice would go with the page the test reloads.
  await page.goto('about:blank');
  await logOutOnServer(page.request, token);
  await page.goto('/m/member/home');

  await expect(notice(page, 'The account has been logged out, please log in again')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'));
  expect(stored).toBeNull();
});

test('switching the login screen to Thai keeps what was typed and re-words its error', async ({
  page,
}) => {
  await page.goto('/m/login');
  const username = page.getByRole('textbox', { name: 'Username' });
  await username.fill('A!');
  await username.blur();
  await expect(page.getByText('Account format is incorrect')).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('TH');

  // Re-validated 200 ms after the change, in the new language.
  await expect(page.getByText(thai('errors', 'account_format'))).toBeVisible();
  await expect(page.getByText('Account format is incorrect')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: thai('auth', 'login.username') })).toHaveValue(
    'A!',
  );
});
