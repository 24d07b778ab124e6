import { expect, test } from '@playwright/test';
import { homeHeader, logIn, logOut, notice } from './support/auth-steps';
import { virtualAuthenticator } from './support/passkeys';
import { createAccount } from './support/platform';

test('a member adds a passkey, logs out, logs in with it, and removes it', async ({ page }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  const account = await createAccount(page.request);
  await logIn(page, account.username, account.password);
  await page.goto('/m/member/security');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys).toContainText('No passkey yet.');
  await passkeys.getByRole('textbox', { name: 'Name of this passkey' }).fill('Test phone');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(notice(page, 'Passkey added')).toBeVisible();
  await expect(passkeys.getByRole('list')).toContainText('Test phone');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await page.goto('/m/home');
  await logOut(page);
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(homeHeader(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  // The platform counted the use: the authenticator's signature counter moved on.
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]?.signCount).toBeGreaterThan(0);

  await page.goto('/m/member/security');
  await passkeys.getByRole('button', { name: 'Remove Test phone' }).click();
  await expect(notice(page, 'Passkey removed')).toBeVisible();
  await expect(passkeys).toContainText('No passkey yet.');

  // A removed passkey logs in nobody: the login says so and the password path stays.
  await page.goto('/m/home');
  await logOut(page);
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The passkey could not be verified.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
});
