import { answer } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  demoGame,
  demoGames,
  locationText,
  renderGames,
  setUpGamesTests,
} from '../../__fixtures__/render-games';
import { HomeGames } from './home-games';

const kit = setUpGamesTests();

/** The home games with the category kept as the shell keeps it. */
function Home({ initial = 'HOT' }: { initial?: string }) {
  const [category, setCategory] = useState(initial);
  return (
    <>
      <output aria-label="category">{category}</output>
      <HomeGames category={category} onCategory={setCategory} />
    </>
  );
}

const noFavourites = [
  answer('games.favouriteList', { content: [], pageNum: 1, totalPages: 0 }, GATEWAY),
  answer('games.favouriteIds', [], GATEWAY),
];

describe('the home page’s search and recently played', () => {
  it('searches from home: the term goes to the game centre’s results', async () => {
    kit.server.use(answer('games.hotGames', { list: [] }, GATEWAY), ...noFavourites);
    const user = userEvent.setup();
    renderGames(<Home />, { kit });
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'ไก่ชน{Enter}');
    await waitFor(() => expect(decodeURIComponent(locationText())).toContain('/game?q=ไก่ชน'));
  });

  it('shows a member’s recently played games, newest first, and nothing for a guest', async () => {
    kit.server.use(
      answer('games.hotGames', { list: [] }, GATEWAY),
      answer('games.recentGames', [demoGame(31), demoGame(30)], GATEWAY),
      ...noFavourites,
    );
    const { unmount } = renderGames(<Home />, { kit });
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    const names = within(recent)
      .getAllByRole('button', { name: /^Game \d+$/ })
      .map((tile) => tile.getAttribute('aria-label') ?? tile.textContent);
    expect(names).toEqual(['Game 31', 'Game 30']);
    unmount();
    renderGames(<Home />, { kit, session: 'guest' });
    await screen.findByRole('tablist', { name: 'Game categories' });
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
  });
});

describe('the home page’s games', () => {
  it('has the tabs HOT, FAV, JL, EG3, BINGO, PROMO and ELOTT, HOT first and selected', async () => {
    kit.server.use(answer('games.hotGames', { list: demoGames(1, 12) }, GATEWAY), ...noFavourites);
    renderGames(<Home />, { kit });
    const tabs = within(screen.getByRole('tablist', { name: 'Game categories' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Hot',
      'Favourites',
      'JL',
      'EG3',
      'Bingo',
      'Promotions',
      'E-lottery',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // The hot block: nine tiles and "more" to the whole hot list.
    await screen.findByRole('button', { name: 'Game 9' });
    expect(screen.queryByRole('button', { name: 'Game 10' })).not.toBeInTheDocument();
    const hot = screen.getByRole('region', { name: 'Hot' });
    expect(within(hot).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/m/gameList?type=hot',
    );
  });

  it('hides the favourites block while it is empty, and shows it with "more" once not', async () => {
    kit.server.use(answer('games.hotGames', { list: demoGames(1, 3) }, GATEWAY), ...noFavourites);
    const { unmount } = renderGames(<Home />, { kit });
    await screen.findByRole('button', { name: 'Game 3' });
    expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument();
    unmount();
    kit.server.use(
      answer(
        'games.favouriteList',
        { content: demoGames(50, 2), pageNum: 1, totalPages: 1 },
        GATEWAY,
      ),
    );
    renderGames(<Home />, { kit });
    const favourites = await screen.findByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByRole('button', { name: 'Game 51' })).toBeInTheDocument();
    expect(within(favourites).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/m/gameList?type=fav',
    );
  });

  it('selects JL and lists it under RNG, 21 a page, with View all', async () => {
    const asked: URLSearchParams[] = [];
    kit.server.use(
      answer('games.hotGames', { list: [] }, GATEWAY),
      answer('games.vendorsByMerchant', { mapping: {}, sorting: [] }, GATEWAY),
      http.get(`${GATEWAY}/wps/relay/GCSGAME_gameList`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          success: true,
          value: { games: demoGames(1, 2), pageNum: 1, totalPages: 1, totalCount: 2 },
        });
      }),
    );
    const user = userEvent.setup();
    renderGames(<Home />, { kit, session: 'guest' });
    await user.click(screen.getByRole('tab', { name: 'JL' }));
    expect(screen.getByRole('status', { name: 'category' })).toHaveTextContent('JL');
    await screen.findByRole('button', { name: 'Game 2' });
    expect(Object.fromEntries(asked[0] ?? [])).toMatchObject({ gameType: 'RNG', pageSize: '21' });
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=JL',
    );
  });

  it('goes to the promotions from PROMO, and launches the lottery from ELOTT', async () => {
    const launches: URLSearchParams[] = [];
    kit.server.use(
      answer('games.hotGames', { list: [] }, GATEWAY),
      ...noFavourites,
      http.get(`${GATEWAY}/wps/game/launchGame`, ({ request }) => {
        launches.push(new URL(request.url).searchParams);
        return HttpResponse.json({ success: false, errorCode: 'game.not.found' }, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    renderGames(<Home />, { kit });
    await user.click(screen.getByRole('tab', { name: 'E-lottery' }));
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]?.get('launchMode')).toBe('LOTT');
    expect(screen.getByRole('status', { name: 'category' })).toHaveTextContent('HOT');
    await user.click(screen.getByRole('tab', { name: 'Promotions' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/activity');
  });
});
