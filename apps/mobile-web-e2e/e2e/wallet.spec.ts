import { expect, test, type Page } from '@playwright/test';
import { logIn, notice } from './support/auth-steps';
import { createAccount } from './support/platform';

/** The balance block a money screen shows, with its refresh. */
const balance = (page: Page) => page.getByRole('region', { name: 'Balance' });

/** The back office's approval of a pending deposit, through the dev control. */
async function approve(page: Page, orderId: string) {
  const response = await page.request.post(`/dev/orders/${orderId}`, {
    data: { decision: 'approve' },
  });
  expect(response.ok(), `the approval of ${orderId} answered ${response.status()}`).toBe(true);
}

/**
 * What a fresh member is asked for before a first withdrawal, each in turn: a payee name, a
 * payment password (246810) and a bank card, which ends up chosen.
 */
async function setUpWithdrawals(page: Page, loginPassword: string) {
  const payee = page.getByRole('form', { name: 'Set the payee name' });
  await payee.getByRole('textbox', { name: 'Payee name' }).fill('Journey Payee');
  await payee.getByRole('button', { name: 'Save' }).click();
  const payment = page.getByRole('form', { name: 'Set a payment password' });
  await payment.getByLabel('Login password', { exact: true }).fill(loginPassword);
  await payment.getByLabel('New payment password (six digits)', { exact: true }).fill('246810');
  await payment.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('form', { name: 'Bind a bank card' });
  await expect(card.getByRole('textbox', { name: 'Account name' })).toHaveValue('Journey Payee');
  await card.getByRole('textbox', { name: 'Bank' }).fill('Journey Bank');
  await card.getByRole('textbox', { name: 'Card number' }).fill('6222 0202 0000 1234');
  await card.getByLabel('Payment password', { exact: true }).fill('246810');
  await card.getByRole('button', { name: 'Bind card' }).click();

  await expect(page.getByRole('radio', { name: /Journey Bank/ })).toBeChecked();
}

test('a bank deposit, approved by the back office, raises the balance and its record shows it credited', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 50 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/voucherCenter');
  await expect(balance(page)).toContainText('￥50.00');

  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  const result = page.getByRole('region', { name: 'Deposit order made: waiting for payment' });
  await expect(result).toContainText('￥200.00');
  await expect(result.getByRole('button', { name: 'Go to the payment page' })).toBeVisible();
  const orderId = ((await result.locator('dd').first().textContent()) ?? '').trim();
  expect(orderId).not.toBe('');
  // Still pending: nothing is credited before the platform confirms the transfer.
  await expect(balance(page)).toContainText('￥50.00');

  await approve(page, orderId);
  await balance(page).getByRole('button', { name: 'Refresh balance' }).click();
  await expect(balance(page)).toContainText('￥250.00');
  await page.getByRole('tab', { name: 'Deposit records' }).click();
  const record = page.getByRole('listitem').filter({ hasText: orderId });
  await expect(record).toContainText('￥200.00');
  await expect(record).toContainText('Credited');
});

test('a withdrawal to a newly bound card with the payment password lowers the balance and appears in the report', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 1_000 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/withdraw');
  await expect(balance(page)).toContainText('￥1,000.00');
  await setUpWithdrawals(page, account.password);

  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await expect(page.getByText('Fee ￥1.50, you receive ￥298.50')).toBeVisible();
  await page.getByLabel('Payment password', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  const result = page.getByRole('region', { name: 'Withdrawal requested' });
  await expect(result).toContainText('￥300.00');
  const orderId = ((await result.locator('dd').first().textContent()) ?? '').trim();

  await expect(balance(page)).toContainText('￥700.00');
  const report = page.getByRole('region', { name: 'Withdrawal report' });
  const row = report.getByRole('listitem').filter({ hasText: orderId });
  await expect(row).toContainText('￥300.00');
  await expect(row).toContainText('Pending');
});

// The bottom menu's deposit entry is refused in auth-trial.spec.ts; here the money screens are
// opened by their addresses, as a bookmark or a shared link would.
test('a trial member who opens the withdraw or deposit screen by its address is refused and sent home', async ({
  page,
}) => {
  const account = await createAccount(page.request, { type: 4 });
  await logIn(page, account.username, account.password);
  for (const path of ['/m/withdraw', '/m/voucherCenter']) {
    await page.goto(path);
    await expect(notice(page, 'Please login an actual account to use this function')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('button', { name: 'Withdraw now' })).toHaveCount(0);
  }
});

/** One bet of 10.00 on the first PG slot's demo page; answers the game's name and whether it won. */
async function betOnDemoSlot(page: Page): Promise<{ name: string; won: boolean }> {
  await page.goto('/m/gameList?gameType=RNG&vassalage=PG');
  const firstGame = page.getByRole('list', { name: 'Slots' }).getByRole('listitem').first();
  const name = ((await firstGame.getByRole('button').first().textContent()) ?? '').trim();
  await firstGame.getByRole('button').first().click();
  // The game's page carries its launch token: its bets ask for it.
  await expect(page).toHaveURL(/\/platform\/game\/[\w-]+\?token=[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Bet 10.00' }).click();
  const outcome = page.getByText(/^(You won!|No win this time\.)$/);
  await expect(outcome).toBeVisible();
  const won = (await outcome.textContent()) === 'You won!';
  await page.getByRole('link', { name: 'Leave the game' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  return { name, won };
}

test("a demo bet appears in the betting records with its stake and the member's win or loss", async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 500 });
  await logIn(page, account.username, account.password);
  const { name, won } = await betOnDemoSlot(page);

  await page.goto('/m/gameRecord');
  const order = page.getByRole('button', { name: new RegExp(name) });
  await expect(order).toContainText(won ? 'Won' : 'Lost');
  await expect(order).toContainText('Bet ￥10.00');
  // A loss's minus comes behind a left-to-right mark, which keeps it in front in right-to-left text.
  await expect(order).toContainText(won ? 'Win/loss ￥10.00' : 'Win/loss \u200e-￥10.00');
  await expect(page.getByLabel('Summary')).toContainText('￥10.00');
  await order.click();
  const detail = page.getByRole('dialog', { name: 'Order detail' });
  await expect(detail).toContainText(won ? '￥20.00' : '￥0.00');
  await expect(detail.getByRole('button', { name: 'Cancel bet' })).toHaveCount(0);
});

test('the cashback a demo bet earned is claimed from the home quick link and credited', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 500 });
  await logIn(page, account.username, account.password);
  const { won } = await betOnDemoSlot(page);
  const afterBet = won ? '￥510.00' : '￥490.00';
  const afterClaim = won ? '￥510.08' : '￥490.08';

  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  await quickLinks.getByRole('link', { name: 'Cashback' }).click();
  await expect(page).toHaveURL(/\/m\/member\/manualRebate$/);
  await expect(balance(page)).toContainText(afterBet);
  // Slots earn 0.8 % of valid bets: 0.08 on a stake of 10.00.
  const slots = page.getByRole('listitem').filter({ hasText: 'Slots' });
  await expect(slots).toContainText('￥0.08');
  await expect(slots).toContainText('rate 0.8 %');
  await page.getByRole('button', { name: 'Claim cashback' }).click();
  await expect(page.getByRole('region', { name: 'Cashback claimed' })).toContainText('￥0.08');
  await expect(balance(page)).toContainText(afterClaim);
  await page.getByRole('button', { name: 'Back to cashback' }).click();
  await expect(page.getByText('No valid bets since your last claim')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim cashback' })).toBeDisabled();
});

test('a double tap on deposit and on withdraw places one order each', async ({ page }) => {
  const account = await createAccount(page.request, { balance: 1_000 });
  await logIn(page, account.username, account.password);

  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByRole('button', { name: 'Deposit now' }).dblclick();
  const deposited = page.getByRole('region', { name: 'Deposit order made: waiting for payment' });
  await expect(deposited).toContainText('￥200.00');
  await page.getByRole('tab', { name: 'Deposit records' }).click();
  const records = page.getByRole('listitem').filter({ hasText: '￥200.00' });
  await expect(records.first()).toBeVisible();
  await expect(records).toHaveCount(1);

  await page.goto('/m/withdraw');
  await expect(balance(page)).toContainText('￥1,000.00');
  await setUpWithdrawals(page, account.password);
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await page.getByLabel('Payment password', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Withdraw now' }).dblclick();
  await expect(page.getByRole('region', { name: 'Withdrawal requested' })).toContainText(
    '￥300.00',
  );
  await expect(balance(page)).toContainText('￥700.00');
  const report = page.getByRole('region', { name: 'Withdrawal report' });
  const rows = report.getByRole('listitem').filter({ hasText: '￥300.00' });
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(1);
});
