import { expect, test, type Page } from '@playwright/test';
import { homeHeader, logIn, notice, passSlideCheck } from './support/auth-steps';
import { freshPassword, freshUsername } from './support/platform';

const AGENT = { username: 'agent01', password: 'Agent1234!' };

/** The home page's contract prompt, once it shows. */
function contractPrompt(page: Page) {
  return page.getByRole('alertdialog');
}

test.describe('agent contracts', () => {
  // agent01's pending contracts are seeded: each run of this journey starts from the seed, so that
  // both phones see them pending.
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/dev/reset')).ok()).toBe(true);
  });

  test('agent01 is asked to sign the daily-salary contract, accepts it, and is not asked again', async ({
    page,
  }) => {
    await logIn(page, AGENT.username, AGENT.password);
    const prompt = contractPrompt(page);
    await expect(prompt).toContainText('Daily salary contract');
    await expect(prompt).toContainText('A contract is waiting for your signature.');
    await prompt.getByRole('button', { name: 'Sign now' }).click();

    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    const terms = page.getByRole('region', { name: 'Daily salary contract' });
    await expect(terms).toContainText('Waiting for your answer');
    await expect(terms).toContainText('platform');
    await expect(terms.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(notice(page, 'Contract accepted')).toBeVisible();
    await expect(terms).toContainText('Accepted');

    await page.goto('/m/home');
    await expect(homeHeader(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    // The other two kinds are still pending; the daily salary is not asked for again.
    await expect(contractPrompt(page)).toContainText('Dividend contract');
    await page.reload();
    await expect(contractPrompt(page)).toContainText('Dividend contract');
    await expect(contractPrompt(page)).not.toContainText('Daily salary contract');
  });
});

test('a type-40 member is never asked to sign, though a contract is pending', async ({ page }) => {
  await logIn(page, 'member40', 'Member1234!');
  await page.reload();
  await expect(homeHeader(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(contractPrompt(page)).toHaveCount(0);
});

test("a registration through agent01's invitation link appears in agent01's downline", async ({
  page,
}) => {
  await logIn(page, AGENT.username, AGENT.password);
  await page.goto('/m/inviteFriends');
  const link = (await page.getByText(/\/m\/register\?affiliateCode=/).textContent()) ?? '';
  await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
  await logOutFromMemberCentre(page);

  const username = freshUsername();
  const password = freshPassword();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await passSlideCheck(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await logOutFromMemberCentre(page);

  await logIn(page, AGENT.username, AGENT.password);
  await page.goto('/m/member/agent?tab=downline');
  await page.getByLabel('User name').fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('article', { name: username })).toContainText('Member');
});

test("a rebate above the agent's quota is refused with a message", async ({ page }) => {
  await logIn(page, AGENT.username, AGENT.password);
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent$/);
  await page.getByRole('link', { name: 'Quotas' }).click();
  await page.getByLabel('Downline user name').fill('player01');
  await page.getByLabel('Games').selectOption('RNG');
  await page.getByLabel('Rebate rate (%)').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The rate is above your quota of 1.2%.')).toBeVisible();
  await page.getByLabel('Rebate rate (%)').fill('1.2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Rebate saved for player01')).toBeVisible();
});

/**
 * Logs out from the member centre: on home, agent01's pending contracts would ask first.
 */
async function logOutFromMemberCentre(page: Page): Promise<void> {
  await page.goto('/m/member/home');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(homeHeader(page).getByRole('button', { name: 'Log in' })).toBeVisible();
}
