import { expect, test } from '@playwright/test';
import { homeHeader, logIn } from './support/auth-steps';
import { addQuickLottery, createAccount } from './support/platform';
import { scrollUntilShown } from './support/scroll';

/** The seconds a row's countdown (`hh:mm:ss`) shows, or -1 when it shows none. */
function secondsLeft(rowText: string): number {
  const match = /(\d{2}):(\d{2}):(\d{2})/.exec(rowText);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : -1;
}

test("filtering southern Vietnam by Wednesday shows only Wednesday's provinces", async ({
  page,
}) => {
  await page.goto('/m/lottery');
  await page.getByRole('tab', { name: 'Southern Vietnam' }).click();
  await page
    .getByRole('tablist', { name: 'Draw day' })
    .getByRole('tab', { name: 'Wednesday' })
    .click();
  const list = page.getByRole('list', { name: 'Southern Vietnam' });
  for (const province of ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng']) {
    await expect(list.getByText(province, { exact: true })).toBeVisible();
  }
  for (const province of ['TP. Hồ Chí Minh', 'Bến Tre', 'Tiền Giang']) {
    await expect(list.getByText(province, { exact: true })).toHaveCount(0);
  }
});

test('a guest who opens a lottery is sent to login', async ({ page }) => {
  await page.goto('/m/lottery');
  await page.getByRole('link', { name: /Vietnam Fast 1 Minute/ }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test("a member launches a lottery from home, bets in the embedded lottery client, and sees the bet in the header's balance and the betting record", async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 500 });
  await logIn(page, account.username, account.password);
  await expect(homeHeader(page).getByLabel('Balance')).toHaveText('500');
  const lotteries = page.getByRole('region', { name: 'All lotteries' });
  await scrollUntilShown(page, lotteries);
  const rows = lotteries.getByRole('link').filter({ hasText: 'Draw' });
  // The soonest draws are listed first and may lock while the bet is made: take one with half a
  // minute left, which the list always has within half a minute.
  let roomy = -1;
  await expect
    .poll(
      async () => {
        roomy = (await rows.allTextContents()).findIndex((text) => secondsLeft(text) >= 30);
        return roomy;
      },
      { timeout: 40_000 },
    )
    .toBeGreaterThanOrEqual(0);
  const lotteryName = ((await rows.nth(roomy).textContent()) ?? '').replace(/Draw.*$/s, '').trim();
  await rows.nth(roomy).click();

  await expect(page).toHaveURL(/\/m\/lotto-h5\/v1\/ent\/games\/\w+\?token=/);
  // The client is framed from its own origin, with scripts but without the app's origin.
  const iframe = page.locator('iframe[title="Lottery"]');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  const src = new URL((await iframe.getAttribute('src')) ?? '');
  expect(src.origin).not.toBe(new URL(page.url()).origin);
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    merchant: 'demo',
    css: 'demo.css',
    prize_mode: 'ModeElott',
  });
  const frame = page.frameLocator('iframe[title="Lottery"]');
  await expect(frame.locator('#balance')).toHaveText('CNY 500.00');
  // The framed client cannot reach the app's storage: its origin is opaque.
  const client = page.frames().find((each) => each.url().startsWith(src.origin));
  expect(
    await client?.evaluate(() => {
      try {
        return String(window.localStorage.length);
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');

  await frame.getByRole('button', { name: 'Pick 7' }).click();
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(frame.getByText(/Your bet on draw .+ is placed\./)).toBeVisible();
  await expect(frame.locator('#balance')).toHaveText('CNY 490.00');
  await expect(frame.getByRole('cell', { name: 'waiting' })).toBeVisible();

  await page.getByRole('button', { name: 'Close the lottery' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(homeHeader(page).getByLabel('Balance')).toHaveText('490');
  await page.goto('/m/gameRecord');
  const order = page.getByRole('button').filter({ hasText: 'Bet ￥10.00' }).first();
  await expect(order).toContainText(lotteryName);
});

test('a countdown reaches zero and the row moves to the next draw', async ({ page }) => {
  // A draw every 20 s that locks 5 s before: the countdown ends within 15 s, the next draw
  // comes at most 5 s later, rather than the minute a seeded lottery takes.
  await addQuickLottery(page.request, { seconds: 20, lockSeconds: 5 });
  await page.goto('/m/lottery?prize_mode=SEA&category=quick');
  const row = page.getByRole('link', { name: /Quick Draw/ });
  const countdown = row.getByText(/^\d{2}:\d{2}:\d{2}$/);
  const draw = row.getByText(/^Draw /);
  await expect(countdown).toBeVisible({ timeout: 20_000 });
  const counted = (await draw.textContent()) ?? '';

  await expect(row.getByText('--:--:--')).toBeVisible({ timeout: 20_000 });
  await expect(draw).not.toHaveText(counted, { timeout: 20_000 });
  await expect(countdown).toBeVisible();
});
