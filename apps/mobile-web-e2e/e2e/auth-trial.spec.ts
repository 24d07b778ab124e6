import { expect, test, type Page } from '@playwright/test';
import { expectWithinPhoneWidth, homeHeader, logOut, notice } from './support/auth-steps';

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

/** The trialName this browser keeps (local storage), as stored JSON. */
const storedTrialName = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('trialName'));

/** The trial member's name as the home header shows it. */
async function headerTrialName(page: Page): Promise<string> {
  await expect(homeHeader(page)).toContainText(/trial\d+/);
  const name = /trial\d+/.exec((await homeHeader(page).textContent()) ?? '')?.[0];
  if (!name) throw new Error('no trial name in the header');
  return name;
}

test('the trial account is the one "create trial account" named: stored, shown, and logged into again', async ({
  page,
}) => {
  await page.goto('/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  const name = await headerTrialName(page);
  expect(await storedTrialName(page)).toBe(JSON.stringify(name));
  // The side menu names the trial member as it names any member.
  await homeHeader(page).getByRole('button', { name: 'Open side menu' }).click();
  await expect(page.getByRole('dialog')).toContainText(name);
  // The member centre's prompt to register names it too.
  await page.goto('/m/member/home');
  const prompt = page.getByRole('alertdialog', { name: 'Member centre' });
  await expect(prompt).toContainText(`You are playing as ${name}.`);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The session is gone (a closed tab, an expiry) but the trial name stays: free play logs into
  // the same trial account.
  await page.evaluate(() => {
    window.localStorage.removeItem('MC_SESSION_INFO');
    window.sessionStorage.clear();
  });
  await page.goto('/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await headerTrialName(page)).toBe(name);

  // A logout forgets the trial account (SPEC.md section 4: it clears the trial user).
  await logOut(page);
  expect(await storedTrialName(page)).toBeNull();
});

test('a corrupt or foreign stored trialName falls back to a new trial account', async ({
  page,
}) => {
  await page.goto('/m/home');
  for (const corrupt of ['{not json', JSON.stringify('<img src=x onerror=alert(1)>'), '"trial1"']) {
    await page.evaluate((value) => {
      window.localStorage.removeItem('MC_SESSION_INFO');
      window.sessionStorage.clear();
      window.localStorage.setItem('trialName', value);
    }, corrupt);
    await page.goto('/m/trail');
    await expect(page).toHaveURL(/\/m\/home$/);
    const name = await headerTrialName(page);
    // `trial1` is a name this browser was never given: the platform refuses it, a new one comes.
    expect(name).not.toBe('trial1');
    expect(await storedTrialName(page)).toBe(JSON.stringify(name));
  }
});
