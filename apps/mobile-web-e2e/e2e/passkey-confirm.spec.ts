import { expect, test, type Page } from '@playwright/test';
import { logIn, notice } from './support/auth-steps';
import { virtualAuthenticator } from './support/passkeys';
import { createAccount } from './support/platform';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const balance = (page: Page) => page.getByRole('region', { name: 'Balance' });

test('a member binds a bank card and withdraws with a passkey, first without a payment password; a cancelled passkey keeps the amount and the payment password still works', async ({
  page,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const account = await createAccount(page.request, { balance: 1_000 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/member/security');

  const passkeys = section(page, 'Passkeys');
  await passkeys.getByRole('textbox', { name: 'Name of this passkey' }).fill('Journey phone');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(notice(page, 'Passkey added')).toBeVisible();

  const personal = section(page, 'Personal information');
  await personal.getByRole('textbox', { name: 'Payee name' }).fill('Passkey Payee');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal).toContainText('Passkey Payee');

  // No payment password yet: the passkey alone confirms the new card.
  const cards = section(page, 'Bank cards');
  await cards.getByLabel('Bank name').fill('Passkey Bank');
  await cards.getByLabel('Card number').fill('6222 0303 0000 5678');
  await expect(cards.getByLabel('Payment password', { exact: true })).toHaveCount(0);
  await cards.getByRole('button', { name: 'Bind a card' }).click();
  await expect(notice(page, 'Card bound')).toBeVisible();
  await expect(cards.getByRole('list')).toContainText('**** 5678');
  const afterBind = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(afterBind.credentials[0]?.signCount).toBeGreaterThan(0);

  // Still without a payment password, the withdraw screen asks for none: the passkey confirms.
  await page.goto('/m/withdraw');
  await expect(balance(page)).toContainText('￥1,000.00');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(page.getByLabel('Payment password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(page.getByRole('region', { name: 'Withdrawal requested' })).toContainText(
    '￥100.00',
  );
  await expect(balance(page)).toContainText('￥900.00');

  // With a payment password set as well, the passkey stays beside it.
  await page.goto('/m/member/security');
  const passwords = section(page, 'Passwords');
  await passwords.getByLabel('Login password', { exact: true }).fill(account.password);
  await passwords.getByLabel('New payment password (6 digits)', { exact: true }).fill('246810');
  await passwords.getByRole('button', { name: 'Save' }).click();
  await expect(passwords).toContainText('Your payment password is set');

  await page.goto('/m/withdraw');
  await expect(balance(page)).toContainText('￥900.00');
  await expect(page.getByRole('radio', { name: /Passkey Bank/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await page.getByRole('button', { name: 'Confirm with passkey' }).click();
  const result = page.getByRole('region', { name: 'Withdrawal requested' });
  await expect(result).toContainText('￥300.00');
  await expect(balance(page)).toContainText('￥600.00');

  // The member cancels the browser's passkey prompt: nothing is sent and the amount stays.
  await result.getByRole('button', { name: 'Make another withdrawal' }).click();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('120');
  await page.evaluate(() => {
    navigator.credentials.get = () =>
      Promise.reject(new DOMException('The user cancelled.', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Confirm with passkey' }).click();
  await expect(
    page.getByText(
      'The passkey was not used and nothing was sent. Try again, or use the payment password.',
    ),
  ).toBeVisible();
  await expect(amount).toHaveValue('120');
  await expect(balance(page)).toContainText('￥600.00');

  // The payment password path is unchanged.
  await page.getByLabel('Payment password', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(page.getByRole('region', { name: 'Withdrawal requested' })).toContainText(
    '￥120.00',
  );
  await expect(balance(page)).toContainText('￥480.00');
});

test('a member with a payment password binds a second card with a passkey from the security centre', async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const account = await createAccount(page.request, { balance: 100 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/member/security');

  const personal = section(page, 'Personal information');
  await personal.getByRole('textbox', { name: 'Payee name' }).fill('Second Payee');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal).toContainText('Second Payee');
  const passwords = section(page, 'Passwords');
  await passwords.getByLabel('Login password', { exact: true }).fill(account.password);
  await passwords.getByLabel('New payment password (6 digits)', { exact: true }).fill('135790');
  await passwords.getByRole('button', { name: 'Save' }).click();
  await expect(passwords).toContainText('Your payment password is set');

  // Before a passkey: the password path only, and a wrong password keeps what was typed.
  const cards = section(page, 'Bank cards');
  await expect(cards.getByRole('button', { name: 'Confirm with passkey' })).toHaveCount(0);
  await cards.getByLabel('Bank name').fill('First Bank');
  await cards.getByLabel('Card number').fill('6222 0404 0000 1111');
  await cards.getByLabel('Payment password', { exact: true }).fill('000000');
  await cards.getByRole('button', { name: 'Bind a card' }).click();
  await expect(cards).toContainText('The payment password is incorrect');
  await expect(cards.getByLabel('Card number')).toHaveValue('6222 0404 0000 1111');
  await cards.getByLabel('Payment password', { exact: true }).fill('135790');
  await cards.getByRole('button', { name: 'Bind a card' }).click();
  await expect(notice(page, 'Card bound')).toBeVisible();

  const passkeys = section(page, 'Passkeys');
  await passkeys.getByRole('textbox', { name: 'Name of this passkey' }).fill('Journey key');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(notice(page, 'Passkey added')).toBeVisible();

  await cards.getByLabel('Bank name').fill('Second Bank');
  await cards.getByLabel('Card number').fill('6222 0404 0000 2222');
  await cards.getByRole('button', { name: 'Confirm with passkey' }).click();
  await expect(cards.getByRole('list')).toContainText('**** 2222');
  await expect(cards.getByRole('list')).toContainText('**** 1111');
});
