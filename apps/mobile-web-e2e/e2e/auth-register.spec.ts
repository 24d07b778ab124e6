import { expect, test } from '@playwright/test';
import { chooseDialingCode, homeHeader, notice, passSlideCheck } from './support/auth-steps';
import {
  affiliateCodeOf,
  createAccount,
  freshMobile,
  freshPassword,
  freshUsername,
  latestSmsCode,
} from './support/platform';

for (const parameter of ['affiliateCode', 'r']) {
  test(`registering by username from an invitation link (?${parameter}=) logs the new member in`, async ({
    page,
  }) => {
    const inviter = await createAccount(page.request);
    const code = await affiliateCodeOf(page.request, inviter);
    const username = freshUsername();
    const password = freshPassword();

    await page.goto(`/m/register?${parameter}=${code}`);
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Invitation code' })).toHaveValue(code);

    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await passSlideCheck(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(notice(page, 'Registered successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(homeHeader(page)).toContainText(username);
    await expect(homeHeader(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  });
}

test('registering by mobile number with the SMS code logs the new member in', async ({ page }) => {
  const mobile = freshMobile();
  const password = freshPassword();

  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(page.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // No slide check in mobile mode: the SMS code proves the number.
  await expect(page.getByRole('button', { name: 'Tap to verify instead' })).toHaveCount(0);

  await chooseDialingCode(page, '84');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(notice(page, 'SMS sent')).toBeVisible();
  // The button counts down the seconds until a new code may be asked for.
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();

  await page
    .getByRole('textbox', { name: 'SMS code' })
    .fill(await latestSmsCode(page.request, mobile));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(notice(page, 'Registered successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(homeHeader(page)).toContainText(mobile);
  await expect(homeHeader(page).getByRole('button', { name: 'Log out' })).toBeVisible();
});
