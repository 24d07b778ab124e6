import { expect, test, type Page } from '@playwright/test';
import { expectWithinPhoneWidth, homeHeader, notice } from './support/auth-steps';

/** On home as a trial member: the deposit entry of the bottom menu is refused. */
async function depositIsRefused(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(homeHeader(page)).toContainText(/trial\d+/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expectWithinPhoneWidth(page, menu, 'the bottom menu');
  await menu.getByRole('link', { name: 'Deposit' }).click();
  await expect(notice(page, 'Please login an actual account to use this function')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test("the login screen's free trial opens home as a trial member, who cannot deposit", async ({
  page,
}) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Free trial' }).click();
  await depositIsRefused(page);
});

test('/m/trail starts a free trial at once, and the trial member cannot deposit', async ({
  page,
}) => {
  await page.goto('/m/trail');
  await depositIsRefused(page);
});
