import { answer } from '@mweb/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, demoGames, renderGames, setUpGamesTests } from '../../__fixtures__/render-games';
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
    expect(screen.getAllByRole('tab', { name: 'Lottery' })).toHaveLength(1);
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
