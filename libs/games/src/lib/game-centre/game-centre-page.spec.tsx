import { answer } from '@mweb/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { provideGameParts } from '@mweb/api-client/screens';
import {
  GATEWAY,
  demoGame,
  demoGames,
  renderGames,
  setUpGamesTests,
} from '../../__fixtures__/render-games';
import { GameCentrePage, SlotsCentrePage } from './game-centre-page';

const kit = setUpGamesTests();

const vendor = (gameType: string, vassalage: string, accountTypeName = vassalage) => ({
  accountTypeName,
  gameType,
  vassalage,
});

function vendorsAnswer(withJl: boolean) {
  return answer(
    'games.vendorsByMerchant',
    {
      mapping: {
        RNG: [vendor('RNG', 'PG', 'PG Soft'), ...(withJl ? [vendor('RNG', 'JL', 'JILI')] : [])],
        LIVE: [vendor('LIVE', 'AG', 'Asia Gaming')],
      },
      sorting: ['RNG', 'LIVE'],
    },
    GATEWAY,
  );
}

function listAnswer(asked: URLSearchParams[]) {
  return http.get(`${GATEWAY}/wps/relay/GCSGAME_gameList`, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      success: true,
      value: { games: demoGames(1, 3), pageNum: 1, totalPages: 1, totalCount: 3 },
    });
  });
}

const menu = () => screen.getByRole('tablist', { name: 'Game categories' });
const location = () => screen.getByRole('status', { name: 'location' });

describe('the game entrance', () => {
  it('has a JL tab when RNG has a JL vendor, and none without', async () => {
    kit.server.use(vendorsAnswer(true), answer('games.hotGames', { list: [] }, GATEWAY));
    const { unmount } = renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game' });
    expect(await screen.findByRole('tab', { name: 'JL' })).toBeInTheDocument();
    const names = () =>
      Array.from(menu().querySelectorAll('[role="tab"]')).map((tab) => tab.textContent);
    expect(names()).toEqual([
      'Hot',
      'Favourites',
      'Recently played',
      'Slots',
      'JL',
      'Bingo',
      'Live casino',
      'Promotions',
    ]);
    unmount();
    kit.server.use(vendorsAnswer(false));
    renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game' });
    await screen.findByRole('tab', { name: 'Slots' });
    expect(screen.queryByRole('tab', { name: 'JL' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bingo' })).toBeInTheDocument();
  });

  it('names the two lottery lanes apart: the vendors’ e-lottery and the lottery', async () => {
    kit.server.use(
      answer(
        'games.vendorsByMerchant',
        {
          mapping: { ELOTT: [vendor('ELOTT', 'GPI')], LOTT: [vendor('LOTT', 'LOTT')] },
          sorting: ['ELOTT', 'LOTT'],
        },
        GATEWAY,
      ),
      answer('games.hotGames', { list: [] }, GATEWAY),
    );
    renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game' });
    expect(await screen.findByRole('tab', { name: 'E-lottery' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Vietnam lottery' })).toBeInTheDocument();
  });

  it('gives sports, e-sports, live streaming and cockfight a lane, and lists each by vendor', async () => {
    const asked: URLSearchParams[] = [];
    kit.server.use(
      answer(
        'games.vendorsByMerchant',
        {
          mapping: {
            SPORTS: [vendor('SPORTS', 'SABA', 'SABA Sports'), vendor('SPORTS', 'CMD', 'CMD368')],
            ESPORTS: [vendor('ESPORTS', 'TF', 'TF Gaming')],
            LIVESTREAM: [vendor('LIVESTREAM', 'CBS', 'Live Stream')],
            COCKFIGHT: [vendor('COCKFIGHT', 'SV388', 'SV388 Cockfight')],
          },
          sorting: ['SPORTS', 'ESPORTS', 'LIVESTREAM', 'COCKFIGHT'],
        },
        GATEWAY,
      ),
      answer('games.hotGames', { list: [] }, GATEWAY),
      listAnswer(asked),
    );
    const user = userEvent.setup();
    renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game' });
    for (const [name, gameType] of [
      ['Sports', 'SPORTS'],
      ['E-sports', 'ESPORTS'],
      ['Live streaming', 'LIVESTREAM'],
      ['Cockfight', 'COCKFIGHT'],
    ] as const) {
      await user.click(await screen.findByRole('tab', { name }));
      await waitFor(() => expect(asked.at(-1)?.get('gameType')).toBe(gameType));
      expect(location()).toHaveTextContent(`category=${gameType}`);
    }
    await user.click(screen.getByRole('tab', { name: 'Sports' }));
    await user.click(await screen.findByRole('tab', { name: 'CMD368' }));
    await waitFor(() => expect(asked.at(-1)?.get('vassalage')).toBe('CMD'));
    expect(screen.queryByRole('tab', { name: 'Fishing' })).not.toBeInTheDocument();
  });

  it('searches every vendor by name a pause after typing, keeps the term in the URL, and narrows it', async () => {
    const asked: URLSearchParams[] = [];
    kit.server.use(
      vendorsAnswer(true),
      answer('games.hotGames', { list: [] }, GATEWAY),
      listAnswer(asked),
    );
    const user = userEvent.setup();
    renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search games' }), ' Gam');
    await screen.findByRole('region', { name: 'Games matching “Gam”' });
    expect(location()).toHaveTextContent('q=Gam');
    await screen.findByRole('button', { name: 'Game 3' });
    const searches = asked.filter((query) => query.has('gameName'));
    // One call for the pause, not one per key; every vendor and category.
    expect(searches).toHaveLength(1);
    expect(searches[0]?.get('gameName')).toBe('Gam');
    expect(searches[0]?.has('gameType')).toBe(false);
    expect(searches[0]?.has('vassalage')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'RNG');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'JL');
    await waitFor(() => expect(asked.at(-1)?.get('vassalage')).toBe('JL'));
    expect(asked.at(-1)?.get('gameType')).toBe('RNG');
    expect(location()).toHaveTextContent('searchCategory=RNG');
    expect(location()).toHaveTextContent('searchVendor=JL');
  });

  it('says when no game matches, and shows a hostile term as text', async () => {
    kit.server.use(
      vendorsAnswer(false),
      answer('games.hotGames', { list: [] }, GATEWAY),
      answer('games.gameList', { games: [], pageNum: 1, totalPages: 0, totalCount: 0 }, GATEWAY),
    );
    const term = '<img src=x onerror=alert(1)>';
    renderGames(<GameCentrePage />, {
      kit,
      path: '/game',
      route: `/m/game?q=${encodeURIComponent(term)}`,
    });
    expect(await screen.findByText(`No games match “${term}”`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue(term);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('lists a member’s recently played games, newest first as the platform gives them', async () => {
    kit.server.use(
      vendorsAnswer(false),
      answer('games.hotGames', { list: [] }, GATEWAY),
      answer('games.recentGames', [demoGame(7), demoGame(2)], GATEWAY),
    );
    const user = userEvent.setup();
    renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game' });
    await user.click(await screen.findByRole('tab', { name: 'Recently played' }));
    const tiles = await screen.findAllByRole('button', { name: /^Game \d$/ });
    expect(tiles.map((tile) => tile.getAttribute('aria-label') ?? tile.textContent)).toEqual([
      'Game 7',
      'Game 2',
    ]);
  });

  it('has no recently played lane for a guest', async () => {
    kit.server.use(vendorsAnswer(false), answer('games.hotGames', { list: [] }, GATEWAY));
    renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game', session: 'guest' });
    await screen.findByRole('tab', { name: 'Slots' });
    expect(screen.queryByRole('tab', { name: 'Recently played' })).not.toBeInTheDocument();
  });

  it('draws the lottery lane the app gives for ELOTT and LOTT', async () => {
    kit.server.use(
      answer(
        'games.vendorsByMerchant',
        { mapping: { ELOTT: [vendor('ELOTT', 'GPI')] }, sorting: ['ELOTT'] },
        GATEWAY,
      ),
      answer('games.hotGames', { list: [] }, GATEWAY),
    );
    const user = userEvent.setup();
    provideGameParts({ lotteryLane: ({ category }) => <p>Lottery lane of {category}</p> });
    try {
      renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game' });
      await user.click(await screen.findByRole('tab', { name: 'E-lottery' }));
      expect(await screen.findByText('Lottery lane of ELOTT')).toBeInTheDocument();
    } finally {
      provideGameParts({});
    }
  });

  it('shows the selected category’s games by vendor, and keeps the choice in the URL', async () => {
    const asked: URLSearchParams[] = [];
    kit.server.use(
      vendorsAnswer(true),
      answer('games.hotGames', { list: [] }, GATEWAY),
      listAnswer(asked),
    );
    const user = userEvent.setup();
    renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game' });
    await user.click(await screen.findByRole('tab', { name: 'Slots' }));
    await screen.findByRole('button', { name: 'Game 3' });
    expect(location()).toHaveTextContent('category=RNG');
    expect(asked.at(-1)?.get('gameType')).toBe('RNG');
    expect(asked.at(-1)?.has('vassalage')).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'PG Soft' }));
    await waitFor(() => expect(asked.at(-1)?.get('vassalage')).toBe('PG'));
    expect(location()).toHaveTextContent('vassalage=PG');
  });

  it('goes to the promotions from PROMO', async () => {
    kit.server.use(vendorsAnswer(false), answer('games.hotGames', { list: [] }, GATEWAY));
    const user = userEvent.setup();
    renderGames(<GameCentrePage />, { kit, path: '/game', route: '/m/game' });
    await user.click(await screen.findByRole('tab', { name: 'Promotions' }));
    expect(location()).toHaveTextContent('/activity');
  });

  it('lists the slots by vendor on /m/slotsCenter', async () => {
    const asked: URLSearchParams[] = [];
    kit.server.use(vendorsAnswer(true), listAnswer(asked));
    renderGames(<SlotsCentrePage />, { kit, path: '/slotsCenter', route: '/m/slotsCenter' });
    expect(await screen.findByRole('tab', { name: 'JILI' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Game 1' });
    expect(asked[0]?.get('gameType')).toBe('RNG');
  });
});
