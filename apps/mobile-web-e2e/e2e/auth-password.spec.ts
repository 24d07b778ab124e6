import { expect, test } from '@playwright/test';
import { chooseDialingCode, homeHeader, logIn, logOut, notice } from './support/auth-steps';
import { createAccount, freshMobile, freshPassword, latestSmsCode } from './support/platform';

test('a forgotten password is reset by SMS, and the new one logs the member in', async ({
  page,
}) => {
  const mobile = freshMobile();
  const account = await createAccount(page.request, { mobile });
  const newPassword = freshPassword();

  await page.goto('/m/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/m\/forget$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

  await chooseDialingCode(page, '84');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(notice(page, 'SMS sent')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'SMS code' })
    .fill(await latestSmsCode(page.request, mobile));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(notice(page, 'Change saved')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  await logIn(page, account.username, newPassword);
  await expect(homeHeader(page)).toContainText(`Dev ${account.username.slice(3)}`);
});

test('a member changes the password, logs out, and logs in with the new one', async ({ page }) => {
  const account = await createAccount(page.request);
  const newPassword = freshPassword();
  await logIn(page, account.username, account.password);

  await page.goto('/m/changePsw');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(account.username);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  await page.getByLabel('Old password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notice(page, 'Change saved')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await logOut(page);
  await logIn(page, account.username, newPassword);
});
