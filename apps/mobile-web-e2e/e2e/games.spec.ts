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

  // The game's page carries its launch token: its bets ask for it.
  await expect(page).toHaveURL(/\/platform\/game\/[\w-]+\?token=[0-9a-f]{64}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.trim());
  await expect(page.locator('#balance')).toHaveText('CNY 500.00');
  await page.getByRole('button', { name: 'Bet 10.00' }).click();
  await expect(page.getByText(/^(You won!|No win this time\.)$/)).toBeVisible();
  await expect(page.locator('#balance')).toHaveText(/CNY (490|510)\.00/);

  await page.getByRole('link', { name: 'Leave the game' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a member favourites a game, finds it on home and in the favourites list, and unfavourites it', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await logIn(page, account.username, account.password);
  await page.goto('/m/gameList?gameType=FISH');
  const firstGame = page.getByRole('list', { name: 'Fishing' }).getByRole('listitem').first();
  const name = ((await firstGame.getByRole('button').first().textContent()) ?? '').trim();
  await firstGame.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(firstGame.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

  await page.goto('/m/home');
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('button', { name, exact: true })).toBeVisible();

  await page.goto('/m/gameList?type=fav');
  const listed = page.getByRole('list', { name: 'Favourites' }).getByRole('listitem');
  await expect(listed.getByRole('button', { name, exact: true })).toBeVisible();
  await listed.first().getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(listed.getByRole('button', { name, exact: true })).toHaveCount(0);

  await page.goto('/m/home');
  await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Favourites' })).toHaveCount(0);
});

test('the game entrance has a JL tab, because the demo platform’s slots have a JL vendor', async ({
  page,
}) => {
  await page.goto('/m/game');
  const menu = page.getByRole('tablist', { name: 'Game categories' });
  await expect(menu.getByRole('tab', { name: 'JL' })).toBeVisible();
  await menu.getByRole('tab', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/category=RNG/);
  await expect(page.getByRole('tab', { name: 'JILI Games' })).toBeVisible();
});

test('a list of 400 games scrolls to its end, drawing only the rows near the window', async ({
  page,
}) => {
  // 16 pages of 25, each asked for at most once a second (SPEC.md section 9): a real wait.
  test.setTimeout(150_000);
  const made = await page.request.post('/dev/games/bench', { data: { count: 400 } });
  expect(made.ok()).toBe(true);
  await page.goto('/m/gameList?gameType=RNG&vassalage=BENCH');
  const list = page.getByRole('list', { name: 'Slots' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const last = page.getByRole('button', { name: 'Bench Slot 400', exact: true });
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(last).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 120_000 });
  await expect(page.getByText('No more')).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeLessThan(100);
});

test('a launch URL on a host the app does not trust is refused, and the member stays on the list', async ({
  page,
}) => {
  const account = await createAccount(page.request, { balance: 500 });
  await logIn(page, account.username, account.password);
  const foreign = 'https://games.elsewhere.example/play';
  expect((await page.request.post('/dev/games/launch-url', { data: { url: foreign } })).ok()).toBe(
    true,
  );
  try {
    const leftFor: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://games.elsewhere.example')) leftFor.push(request.url());
    });
    await page.goto('/m/gameList?gameType=RNG&vassalage=PG');
    const firstGame = page.getByRole('list', { name: 'Slots' }).getByRole('listitem').first();
    await firstGame.getByRole('button').first().click();
    // A refusal is a failure notice: assertive, so an alert rather than a status.
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link cannot be opened.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=PG$/);
    await expect(page.getByRole('list', { name: 'Slots' })).toBeVisible();
    expect(leftFor).toEqual([]);
  } finally {
    await page.request.post('/dev/games/launch-url', { data: { url: null } });
  }
});
