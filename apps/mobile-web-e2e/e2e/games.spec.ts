import { expect, test } from '@playwright/test';
import { logIn } from './support/auth-steps';
import { createAccount } from './support/platform';

test('a guest who taps a game lands on login', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG&vassalage=PG');
  const firstGame = page.getByRole('list', { name: 'Slots' }).getByRole('listitem').first();
  await firstGame.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a member launches a slot, reaches the demo game page, bets, and comes back home', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 500 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/gameList?gameType=RNG&vassalage=PG');
  const firstGame = page.getByRole('list', { name: 'Slots' }).getByRole('listitem').first();
  const name = (await firstGame.getByRole('button').first().textContent()) ?? '';
  await firstGame.getByRole('button').first().click();

  await expect(page).toHaveURL(/\/platform\/game\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.trim());
  await expect(page.locator('#balance')).toHaveText('CNY 500.00');
  await page.getByRole('button', { name: 'Bet 10.00' }).click();
  await expect(page.getByText(/^(You won!|No win this time\.)$/)).toBeVisible();
  await expect(page.locator('#balance')).toHaveText(/CNY (490|510)\.00/);

  await page.getByRole('link', { name: 'Leave the game' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
