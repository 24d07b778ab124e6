import { answer, fail } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  demoLottery,
  handClock,
  locationText,
  recordRequests,
  renderLottery,
  setUpLotteryTests,
} from '../../__fixtures__/render-lottery';
import { LotteryLane, LotteryPage } from './lottery-page';

const kit = setUpLotteryTests();

/** Wednesday 25 November 2026, noon on this machine's clock: weekday 4. */
const WEDNESDAY_NOON = new Date(2026, 10, 25, 12).getTime();

const menu = (...categories: { code: string; games: ReturnType<typeof demoLottery>[] }[]) =>
  answer(
    'lottery.menu',
    categories.map(({ code, games }) => ({ code, labelName: `Menu ${code}`, gameMenus: games })),
    GATEWAY,
  );

function render(options: { route?: string; session?: 'guest' | 'member' } = {}) {
  const clock = handClock(WEDNESDAY_NOON);
  const view = renderLottery(<LotteryPage />, clock, {
    kit,
    route: options.route ?? '/m/lottery',
    path: '/lottery',
    session: options.session ?? 'guest',
  });
  return { clock, view };
}

/** The menu screen once its first answer shows, with the menu calls it has made so far. */
async function renderCountingMenuCalls() {
  const requests = recordRequests(kit.server);
  const { clock } = render();
  await rowOf('Lottery F1');
  const menuCalls = () => requests.filter((url) => url.pathname === '/lgw/games/game_menus');
  return { clock, menuCalls };
}

/** The row (a link, or the row itself without a launch screen) that names a lottery. */
async function rowOf(name: string): Promise<HTMLElement> {
  const text = await screen.findByText(name);
  const row = text.closest('a') ?? text.parentElement;
  if (!row) throw new Error(`No row holds ${name}.`);
  return row;
}

describe('the lottery menu', () => {
  it('lists the first category with icon, name, draw number, countdown and sale state', async () => {
    kit.server.use(menu({ code: 'fast', games: [demoLottery('F1', { remainTime: 42_000 })] }));
    render();
    const row = await rowOf('Lottery F1');
    // 42 s to the draw, minus half the 10 s gap of the time pair.
    expect(within(row).getByText('00:00:37')).toBeVisible();
    expect(within(row).getByText('Draw 20261125-F1')).toBeVisible();
    expect(within(row).getByText('On sale')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Menu fast', selected: true })).toBeVisible();
  });

  it('counts down on one ticker and shows --:--:-- once the time is over', async () => {
    kit.server.use(menu({ code: 'fast', games: [demoLottery('F1', { remainTime: 42_000 })] }));
    const { clock } = render();
    const row = await rowOf('Lottery F1');
    clock.tick(500);
    expect(within(row).getByText('00:00:36')).toBeVisible();
    clock.tick(35_500);
    // One second left (37 s after the answer less 36 s): the last whole second.
    expect(within(row).getByText('00:00:01')).toBeVisible();
    clock.tick(500);
    expect(within(row).getByText('--:--:--')).toBeVisible();
    expect(within(row).getByText('Closed')).toBeVisible();
  });

  it('stays right after the phone sleeps: the next tick reads the clock, not a tick count', async () => {
    kit.server.use(menu({ code: 'fast', games: [demoLottery('F1', { remainTime: 3_700_000 })] }));
    const { clock } = render();
    const row = await rowOf('Lottery F1');
    expect(within(row).getByText('01:01:35')).toBeVisible();
    // Twenty minutes asleep are one tick for the timer.
    clock.tick(20 * 60_000);
    expect(within(row).getByText('00:41:35')).toBeVisible();
  });

  it('shows --:--:-- for a lottery not on sale', async () => {
    kit.server.use(menu({ code: 'fast', games: [demoLottery('F1', { isSale: false })] }));
    render();
    const row = await rowOf('Lottery F1');
    expect(within(row).getByText('--:--:--')).toBeVisible();
    expect(within(row).getByText('Closed')).toBeVisible();
  });

  it('refreshes at the smallest remaining draw time, and the row moves to the next draw', async () => {
    kit.server.use(
      menu({
        code: 'fast',
        games: [
          demoLottery('F1', { remainTime: 12_000 }),
          // Without a draw number a game does not count for the refresh.
          demoLottery('F2', { remainTime: 1_000, numero: null }),
        ],
      }),
    );
    const { clock, menuCalls } = await renderCountingMenuCalls();
    expect(menuCalls()).toHaveLength(1);
    expect(menuCalls()[0]?.searchParams.get('prizeMode')).toBe('ModeElott');
    expect(menuCalls()[0]?.searchParams.get('device')).toBe('MOBILE');

    kit.server.use(
      menu({ code: 'fast', games: [demoLottery('F1', { remainTime: 60_000, numero: 'next' })] }),
    );
    clock.tick(11_999);
    expect(menuCalls()).toHaveLength(1);
    clock.tick(1);
    expect(await screen.findByText('Draw next')).toBeVisible();
    expect(menuCalls()).toHaveLength(2);
  });

  it('refreshes after 30 s at most, and after 7 s when a draw is due', async () => {
    kit.server.use(menu({ code: 'fast', games: [demoLottery('F1', { remainTime: 600_000 })] }));
    const { clock, menuCalls } = await renderCountingMenuCalls();

    kit.server.use(menu({ code: 'fast', games: [demoLottery('F1', { remainTime: 0 })] }));
    clock.tick(29_999);
    expect(menuCalls()).toHaveLength(1);
    clock.tick(1);
    await screen.findByText('Closed');
    expect(menuCalls()).toHaveLength(2);

    kit.server.use(
      menu({ code: 'fast', games: [demoLottery('F1', { remainTime: 60_000, numero: 'due' })] }),
    );
    clock.tick(6_999);
    expect(menuCalls()).toHaveLength(2);
    clock.tick(1);
    expect(await screen.findByText('Draw due')).toBeVisible();
  });

  it('keeps the menu when a refresh fails, and tries again 30 s after that attempt', async () => {
    kit.server.use(menu({ code: 'fast', games: [demoLottery('F1', { remainTime: 600_000 })] }));
    const { clock, menuCalls } = await renderCountingMenuCalls();

    kit.server.use(fail('lottery.menu', { errorCode: 'system.error', status: 500 }, GATEWAY));
    clock.tick(30_000);
    await expect.poll(menuCalls).toHaveLength(2);
    expect(await screen.findByText('Lottery F1')).toBeVisible();

    clock.tick(29_999);
    expect(menuCalls()).toHaveLength(2);
    clock.tick(1);
    await expect.poll(menuCalls).toHaveLength(3);
  });

  it('draws a 1000-lottery menu virtualised, in far fewer than 400 elements', async () => {
    const games = Array.from({ length: 1000 }, (_, index) => demoLottery(`L${index}`));
    kit.server.use(menu({ code: 'fast', games }));
    const { view } = render();
    await rowOf('Lottery L0');
    expect(view.container.querySelectorAll('*').length).toBeLessThan(400);
    expect(screen.queryByText('Lottery L999')).not.toBeInTheDocument();
  });

  it('links a row to the lottery launch with its play type, game, group and prize mode', async () => {
    kit.server.use(
      menu({
        code: 'fast',
        games: [demoLottery('F1', { lottoMode: 'Tradition' }), demoLottery('F2')],
      }),
    );
    render();
    await userEvent.click(await screen.findByText('Lottery F1'));
    expect(locationText()).toBe(
      '/launchGame?playType=trad&gameId=F1&gameGroupId=fast&prize_mode=ModeElott',
    );
  });
});

describe('the categories', () => {
  const southern = {
    code: 'vietnam_southern',
    games: [
      demoLottery('SWED', { drawDayOfWeek: '4' }),
      demoLottery('SSAT', { drawDayOfWeek: '7' }),
      demoLottery('SSUN', { drawDayOfWeek: '1,4' }),
    ],
  };

  it("filters central and southern Vietnam by weekday, today's preselected", async () => {
    kit.server.use(menu({ code: 'fast', games: [demoLottery('F1')] }, southern));
    render({ route: '/m/lottery?category=vietnam_southern' });
    expect(await screen.findByRole('tab', { name: 'Wednesday', selected: true })).toBeVisible();
    expect(screen.getByText('Lottery SWED')).toBeVisible();
    expect(screen.getByText('Lottery SSUN')).toBeVisible();
    expect(screen.queryByText('Lottery SSAT')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Saturday' }));
    expect(await screen.findByText('Lottery SSAT')).toBeVisible();
    expect(screen.queryByText('Lottery SWED')).not.toBeInTheDocument();
    expect(locationText()).toContain('day=7');

    // Sunday is 1 in the spec's numbering.
    await userEvent.click(screen.getByRole('tab', { name: 'Sunday' }));
    expect(await screen.findByText('Lottery SSUN')).toBeVisible();
    expect(screen.queryByText('Lottery SSAT')).not.toBeInTheDocument();
  });

  it('shows no weekday filter for the other categories', async () => {
    kit.server.use(menu({ code: 'fast', games: [demoLottery('F1')] }, southern));
    render();
    await rowOf('Lottery F1');
    expect(screen.queryByRole('tablist', { name: 'Draw day' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Menu vietnam_southern' }));
    expect(await screen.findByRole('tablist', { name: 'Draw day' })).toBeVisible();
  });

  it('adds a KENO entry when a GPI provider is available, listing the keno draws', async () => {
    const requests = recordRequests(kit.server);
    kit.server.use(
      menu(
        { code: 'fast', games: [demoLottery('F1')] },
        { code: 'keno', games: [demoLottery('K1')] },
      ),
    );
    render();
    await rowOf('Lottery F1');
    // The lottery list call of SPEC.md section 7 says whether GPI is there.
    const list = requests.find((url) => url.pathname.endsWith('/GCSGAME_gameList'));
    expect(list?.searchParams.get('gameType')).toBe('ELOTT');
    expect(list?.searchParams.get('vassalage')).toBe('GPI');
    expect(list?.searchParams.get('pageNo')).toBe('1');
    expect(list?.searchParams.get('pageSize')).toBe('1000');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Menu fast', 'Keno']);
    await userEvent.click(screen.getByRole('tab', { name: 'Keno' }));
    expect(await screen.findByText('Lottery K1')).toBeVisible();
  });

  it('has no KENO entry without a GPI provider', async () => {
    kit.server.use(
      menu({ code: 'fast', games: [demoLottery('T1', { vassalage: 'LOTT', gameType: 'LOTT' })] }),
      answer('games.gameList', { games: [], pageNum: 1, totalPages: 0, totalCount: 0 }, GATEWAY),
    );
    render();
    await rowOf('Lottery T1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Menu fast']);
  });

  it('has no KENO entry when the lottery list lists no GPI lottery, whatever the menu holds', async () => {
    kit.server.use(
      menu(
        { code: 'fast', games: [demoLottery('F1')] },
        { code: 'keno', games: [demoLottery('K1')] },
      ),
      answer('games.gameList', { games: [], pageNum: 1, totalPages: 0, totalCount: 0 }, GATEWAY),
    );
    render();
    await rowOf('Lottery F1');
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Menu fast']),
    );
  });

  it('says so when the menu cannot be loaded', async () => {
    kit.server.use(fail('lottery.menu', { errorCode: 'system.error', status: 500 }, GATEWAY));
    render();
    expect(await screen.findByText('This could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the favourites', () => {
  const games = [demoLottery('A'), demoLottery('B'), demoLottery('C')];
  const names = () =>
    screen.getAllByRole('link').map((link) => within(link).getByText(/^Lottery /).textContent);

  it("puts a member's favourites first and keeps LOTTFAV in step with the server", async () => {
    kit.server.use(
      menu({ code: 'fast', games }),
      answer('games.favouriteIds', ['n-C', 'other'], GATEWAY),
    );
    localStorage.setItem('LOTTFAV', JSON.stringify({ demo01: ['A', 'ELSEWHERE'] }));
    const { view } = render({ session: 'member' });
    await screen.findByText('Lottery A');
    await expect.poll(names).toEqual(['Lottery C', 'Lottery A', 'Lottery B']);
    await expect
      .poll((): unknown => JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}'))
      .toEqual({ demo01: ['ELSEWHERE', 'C'] });
    view.unmount();
  });

  it('keeps the menu order for a guest, who has no stars', async () => {
    kit.server.use(menu({ code: 'fast', games }));
    render();
    await screen.findByText('Lottery A');
    expect(names()).toEqual(['Lottery A', 'Lottery B', 'Lottery C']);
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it("stars a member's lottery once the server says yes: it moves first and LOTTFAV keeps it", async () => {
    const requests = recordRequests(kit.server);
    kit.server.use(
      menu({ code: 'fast', games }),
      answer('games.favouriteIds', [], GATEWAY),
      answer('games.addFavourite', null, GATEWAY),
    );
    const { view } = render({ session: 'member' });
    const star = await screen.findByRole('button', {
      name: 'Add to favourites',
      description: 'Lottery B',
    });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(() => requests.filter((url) => url.pathname.endsWith('MCSFE_getFavoriteGames')).length)
      .toBe(1);

    kit.server.use(answer('games.favouriteIds', ['n-B'], GATEWAY));
    await userEvent.click(star);
    const added = await screen.findByRole('button', {
      name: 'Remove from favourites',
      description: 'Lottery B',
    });
    expect(added).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Changes saved')).toBeVisible();
    expect(names()).toEqual(['Lottery B', 'Lottery A', 'Lottery C']);
    expect(requests.find((url) => url.pathname.endsWith('MCSFE_addFavoriteGameV2'))).toBeDefined();
    await expect
      .poll((): unknown => JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}'))
      .toEqual({ demo01: ['B'] });
    view.unmount();
  });

  it('unstars a favourite, and leaves the star as it was when the server refuses', async () => {
    const requests = recordRequests(kit.server);
    kit.server.use(
      menu({ code: 'fast', games }),
      answer('games.favouriteIds', ['n-A'], GATEWAY),
      fail('games.removeFavourite', { errorCode: 'game.not.found' }, GATEWAY),
    );
    const { view } = render({ session: 'member' });
    const star = await screen.findByRole('button', {
      name: 'Remove from favourites',
      description: 'Lottery A',
    });
    await userEvent.click(star);
    await expect
      .poll(() => requests.some((url) => url.pathname.endsWith('MCSFE_removeFavoriteGameV2')))
      .toBe(true);
    // SPEC.md section 8: the please-wait notice goes and nothing else is said.
    await expect.poll(() => screen.queryByText('Please wait…')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Remove from favourites', description: 'Lottery A' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Changes saved')).toBeNull();
    expect(names()).toEqual(['Lottery A', 'Lottery B', 'Lottery C']);
    view.unmount();
  });
});

describe('the game centre’s lottery lane', () => {
  it('shows the menu with KENO and the weekday filter under its own keys, and views all on /m/lottery', async () => {
    kit.server.use(
      menu(
        { code: 'vietnam_central', games: [demoLottery('C1', { drawDayOfWeek: '4' })] },
        { code: 'keno', games: [demoLottery('K1')] },
      ),
    );
    const user = userEvent.setup();
    renderLottery(<LotteryLane category="ELOTT" />, handClock(WEDNESDAY_NOON), {
      kit,
      route: '/m/game?category=ELOTT',
      path: '/game',
      session: 'guest',
    });
    await rowOf('Lottery C1');
    expect(screen.getByRole('tablist', { name: 'Draw day' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Keno' }));
    expect(await screen.findByText('Lottery K1')).toBeVisible();
    expect(locationText()).toContain('category=ELOTT');
    expect(locationText()).toContain('lotteryCategory=keno');
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/m/lottery');
  });
});
