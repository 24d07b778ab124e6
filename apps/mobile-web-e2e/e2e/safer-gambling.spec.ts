import { expect, test, type Page } from '@playwright/test';
import { logIn, notice, submitLogin } from './support/auth-steps';
import { createAccount } from './support/platform';

/** The safer-gambling screen's part of this name (its heading names it). */
const part = (page: Page, name: string) => page.getByRole('region', { name });

/** Moves the platform's clock through its development control (sessions age with it). */
async function moveClock(page: Page, advanceMs: number) {
  const response = await page.request.post('/dev/clock', { data: { advanceMs } });
  expect(response.ok(), `/dev/clock answered ${response.status()}`).toBe(true);
}

// The clock is the platform's, shared by every journey: each journey leaves it where it found it.
test.afterEach(async ({ request }) => {
  await request.post('/dev/clock', { data: { offsetMs: 0 } });
});

test("every screen, a guest's too, carries the 18+ mark and a link to safer gambling", async ({
  page,
}) => {
  await page.goto('/m/home');
  const strip = page.getByRole('navigation', { name: 'Safer gambling and your session' });
  await expect(strip.getByText('18+')).toBeVisible();
  await strip.getByRole('link', { name: 'Safer gambling' }).click();
  await expect(page).toHaveURL(/\/m\/saferGambling$/);
  await expect(part(page, 'Stay in control')).toBeVisible();
});

test('a daily limit set on the screen makes the platform refuse a deposit over it, saying what is left and until when', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 0 });
  await logIn(page, account.username, account.password);
  // Before the first deposit, the deposit screen offers a limit.
  await page.goto('/m/voucherCenter');
  const offer = page.getByRole('region', { name: 'Set a deposit limit?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('link', { name: 'Set a limit' }).click();
  await expect(page).toHaveURL(/\/m\/saferGambling$/);

  const limits = part(page, 'Deposit limits');
  await limits.getByRole('textbox', { name: 'New Daily limit' }).fill('100');
  await limits.getByRole('button', { name: 'Save Daily limit' }).click();
  await expect(notice(page, 'Limit saved. It applies now.')).toBeVisible();
  await expect(limits.getByText('Limit: ￥100.00')).toBeVisible();

  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: /Demo instant top-up/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('150');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(
    page.getByText(/Your deposit limit leaves ￥100\.00 until it resets on .+\d/),
  ).toBeVisible();

  // The platform itself refuses, whatever a client sends.
  const direct = await page.request.post('/wps/relay/DEPOSIT_submit', {
    headers: { authorization: account.token },
    data: { channelId: 'DEMO', amount: 150 },
  });
  expect(direct.status()).toBe(403);
  expect(await direct.json()).toMatchObject({
    errorCode: 'safer.deposit.limit.exceeded',
    value: { remaining: 100 },
  });
});

test('a raised limit waits 24 hours on the platform clock, then applies once confirmed again', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 0 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/saferGambling');
  const limits = part(page, 'Deposit limits');
  await limits.getByRole('textbox', { name: 'New Daily limit' }).fill('100');
  await limits.getByRole('button', { name: 'Save Daily limit' }).click();
  await expect(limits.getByText('Limit: ￥100.00')).toBeVisible();

  await limits.getByRole('textbox', { name: 'New Daily limit' }).fill('300');
  await limits.getByRole('button', { name: 'Save Daily limit' }).click();
  await expect(limits.getByText(/Raising it to ￥300\.00 can be confirmed from/)).toBeVisible();
  await expect(limits.getByRole('timer', { name: 'Time until you can confirm' })).toBeVisible();
  await expect(limits.getByRole('button', { name: 'Confirm the new Daily limit' })).toHaveCount(0);
  await expect(limits.getByText('Limit: ￥100.00')).toBeVisible();

  // A day and a minute later by the platform's clock: the session has aged out meanwhile.
  await moveClock(page, 24 * 60 * 60_000 + 60_000);
  await logIn(page, account.username, account.password);
  await page.goto('/m/saferGambling');
  await expect(limits.getByText('Limit: ￥100.00')).toBeVisible();
  await limits.getByRole('button', { name: 'Confirm the new Daily limit' }).click();
  await expect(notice(page, 'The new limit applies now.')).toBeVisible();
  await expect(limits.getByText('Limit: ￥300.00')).toBeVisible();

  const history = part(page, 'History');
  await expect(history.getByText('Daily deposit limit changed to ￥300.00')).toBeVisible();
  await expect(history.getByText('Daily deposit limit set to ￥100.00')).toBeVisible();
});

test('a reality check falls due at the chosen interval with the time since login and the net result', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 0 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/saferGambling');
  // The browser's clock is taken over once the member's session is shown (the strip counts it),
  // so that the check starts counting on it when the interval is chosen.
  await expect(
    page.getByRole('navigation', { name: 'Safer gambling and your session' }).locator('time'),
  ).toBeAttached();
  await page.clock.install();
  const reality = part(page, 'Reality check');
  await reality.getByLabel('Remind me').selectOption({ label: 'every 10 minutes' });
  await reality.getByRole('button', { name: 'Save reality check' }).click();
  await expect(reality.getByText('Reality check: every 10 minutes')).toBeVisible();

  await page.clock.fastForward('10:30');
  const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Time since login: 0 h 1\d min/);
  await expect(dialog).toContainText('Net result (stakes minus wins)￥0.00');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();

  await page.clock.fastForward('10:00');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'View history' }).click();
  await expect(page).toHaveURL(/\/m\/gameRecord/);
});

test('a break ends the session at once and the platform refuses the login until its end date', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 0 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/saferGambling');
  const pause = part(page, 'Take a break');
  await pause.getByRole('radio', { name: '7 days' }).check();
  await pause.getByRole('button', { name: 'Take a break' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Take a break?' });
  await ask.getByRole('button', { name: 'Start the break' }).click();
  await expect(notice(page, 'Your break has started. You can log in again from')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);

  // The old session is dead on the platform, not only forgotten here.
  const old = await page.request.get('/wps/member/safer/status', {
    headers: { authorization: account.token },
  });
  expect(old.status()).toBe(401);

  await submitLogin(page, account.username, account.password);
  await expect(
    page.getByText(/You are taking a break until .+\d.+ Login, deposits and games are closed/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('the seeded member on a break is refused at login with the date', async ({ page }) => {
  await page.goto('/m/login');
  await submitLogin(page, 'resting01', 'Resting1234!');
  await expect(page.getByText(/You are taking a break until .+\d/)).toBeVisible();
});

test('self-exclusion needs a ticked box that says what it means, then refuses the login with the help organisations', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 0 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/saferGambling');
  const exclusion = part(page, 'Self-exclusion');
  await exclusion.getByRole('radio', { name: '6 months' }).check();
  const submit = exclusion.getByRole('button', { name: 'Exclude me' });
  await expect(submit).toBeDisabled();
  await exclusion
    .getByRole('checkbox', { name: /for 6 months I cannot log in, deposit or play/ })
    .check();
  await submit.click();
  await expect(notice(page, 'You have excluded yourself until')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);

  await submitLogin(page, account.username, account.password);
  await expect(
    page.getByText(/You have excluded yourself until .+\d.+ You cannot log in until then/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'GamCare' })).toBeVisible();
});
