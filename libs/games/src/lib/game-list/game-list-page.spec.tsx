import { answer, fail } from '@mweb/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  demoGames,
  recordRequests,
  renderGames,
  setUpGamesTests,
} from '../../__fixtures__/render-games';
import { GameListPage } from './game-list-page';

const kit = setUpGamesTests();

const LIST = `${GATEWAY}/wps/relay/GCSGAME_gameList`;
const FAVOURITES = `${GATEWAY}/wps/relay/MCSFE_getFavoriteGamesList`;
const FAVOURITE_IDS = `${GATEWAY}/wps/relay/MCSFE_getFavoriteGames`;

function renderAt(search: string, session: 'guest' | 'member' = 'member') {
  return renderGames(<GameListPage />, {
    kit,
    session,
    path: '/gameList',
    route: `/m/gameList${search}`,
  });
}

/** Pages of `perPage` games, `pages` of them, answering by pageNo. */
function pagedGames(pages: number, perPage: number, asked: URLSearchParams[] = []) {
  return http.get(LIST, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const pageNo = Number(query.get('pageNo'));
    return HttpResponse.json({
      success: true,
      value: {
        games: demoGames((pageNo - 1) * perPage + 1, perPage),
        pageNum: pageNo,
        totalPages: pages,
        totalCount: pages * perPage,
      },
    });
  });
}

/** How many games the list holds (it draws only those near the window). */
const listed = () => screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize');

describe('the game list screen', () => {
  it('opens the hot list with one request and no paging', async () => {
    const seen = recordRequests(kit.server);
    kit.server.use(answer('games.hotGames', { list: demoGames(1, 12) }, GATEWAY));
    renderAt('?type=hot', 'guest');
    expect(await screen.findByRole('button', { name: 'Game 1' })).toBeInTheDocument();
    expect(listed()).toBe('12');
    expect(screen.getByRole('heading', { name: 'Hot' })).toBeInTheDocument();
    expect(seen.map((url) => url.pathname)).toEqual(['/wps/relay/GCSGAME_hotGamesV2']);
  });

  it('loads a category 25 at a time and appends the next page while pages remain', async () => {
    const asked: URLSearchParams[] = [];
    // Short pages keep the test light: the request still asks for 25.
    kit.server.use(pagedGames(2, 6, asked));
    const user = userEvent.setup();
    renderAt('?gameType=RNG&vassalage=PG');
    await screen.findByRole('button', { name: 'Game 6' });
    expect(listed()).toBe('6');
    expect(Object.fromEntries(asked[0] ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '1',
      pageSize: '25',
    });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(listed()).toBe('12'));
    expect(asked[1]?.get('pageNo')).toBe('2');
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('lists JL under RNG without a vendor, and Bingo by classify BG', async () => {
    const asked: URLSearchParams[] = [];
    kit.server.use(pagedGames(1, 3, asked));
    const { unmount } = renderAt('?gameType=JL&vassalage=JL');
    await screen.findByRole('button', { name: 'Game 3' });
    expect(asked[0]?.get('gameType')).toBe('RNG');
    expect(asked[0]?.has('vassalage')).toBe(false);
    unmount();
    renderAt('?gameType=BINGO&vassalage=BG');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.get('gameClassify')).toBe('BG');
    expect(asked[1]?.has('gameType')).toBe(false);
    expect(asked[1]?.has('vassalage')).toBe(false);
  });

  it('says in_no_data when a category has no games', async () => {
    kit.server.use(
      answer('games.gameList', { games: [], pageNum: 1, totalPages: 0, totalCount: 0 }, GATEWAY),
    );
    renderAt('?gameType=FISH');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('searches a vendor by name and by the minimum bet and lines hints, from page 1', async () => {
    const asked: URLSearchParams[] = [];
    kit.server.use(pagedGames(1, 3, asked));
    const user = userEvent.setup();
    renderAt('?gameType=RNG&vassalage=PG');
    await screen.findByRole('button', { name: 'Game 3' });
    await user.click(screen.getByRole('checkbox', { name: '1 yuan or more' }));
    await waitFor(() => expect(asked.at(-1)?.get('minBet')).toBe('1'));
    await user.click(screen.getByRole('checkbox', { name: '25 lines or more' }));
    await waitFor(() => expect(asked.at(-1)?.get('minLine')).toBe('25'));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'fortune');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('gameName')).toBe('fortune'));
    expect(asked.at(-1)?.get('pageNo')).toBe('1');
  });

  it('tells a guest to log in instead of loading favourites', async () => {
    const seen = recordRequests(kit.server);
    renderAt('?type=fav', 'guest');
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    expect(seen.filter((url) => url.pathname.includes('Favorite'))).toHaveLength(0);
  });

  it('pages favourites by 15 and drops an unfavourited game at once', async () => {
    const asked: URLSearchParams[] = [];
    kit.server.use(
      http.get(FAVOURITES, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          success: true,
          value: { content: demoGames(1, 3), pageNum: 1, totalPages: 1 },
        });
      }),
      answer('games.favouriteIds', ['1', '2', '3'], GATEWAY),
      answer('games.removeFavourite', null, GATEWAY),
    );
    const user = userEvent.setup();
    renderAt('?type=fav');
    await screen.findByRole('button', { name: 'Game 3' });
    expect(asked[0]?.get('pageSize')).toBe('15');
    const game2 = screen.getByRole('button', { name: 'Game 2' }).closest('li, [role="listitem"]');
    if (!(game2 instanceof HTMLElement)) throw new Error('Game 2 has no list item.');
    await user.click(within(game2).getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Game 2' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Game 1' })).toBeInTheDocument();
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('keeps a favourite when the server refuses to remove it, and shows nothing', async () => {
    kit.server.use(
      answer(
        'games.favouriteList',
        { content: demoGames(1, 2), pageNum: 1, totalPages: 1 },
        GATEWAY,
      ),
      answer('games.favouriteIds', ['1', '2'], GATEWAY),
      fail('games.removeFavourite', { errorCode: 'unexpected', message: 'Nope' }, GATEWAY),
    );
    const user = userEvent.setup();
    renderAt('?type=fav');
    await screen.findByRole('button', { name: 'Game 2' });
    const stars = await screen.findAllByRole('button', { name: 'Remove from favourites' });
    await user.click(stars[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Please wait…')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Game 1' })).toBeInTheDocument();
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
    expect(screen.queryByText('Changes saved')).not.toBeInTheDocument();
  });

  it('stars a game only after the server has added it', async () => {
    let ids: string[] = [];
    let release: () => void = () => undefined;
    kit.server.use(
      pagedGames(1, 2),
      http.get(FAVOURITE_IDS, () => HttpResponse.json({ success: true, value: ids })),
      http.post(`${GATEWAY}/wps/relay/MCSFE_addFavoriteGameV2`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        ids = ['1'];
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    const user = userEvent.setup();
    renderAt('?gameType=RNG');
    await screen.findByRole('button', { name: 'Game 2' });
    const [star] = screen.getAllByRole('button', { name: 'Add to favourites' });
    await user.click(star as HTMLElement);
    expect(await screen.findByText('Please wait…')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to favourites' })).toHaveLength(2);
    release();
    // "Changes saved" shows for 1 s from the server's yes; the star follows the reloaded ids.
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends a guest who taps a star or a game to login', async () => {
    kit.server.use(pagedGames(1, 2));
    const user = userEvent.setup();
    const { unmount } = renderAt('?gameType=RNG', 'guest');
    await screen.findByRole('button', { name: 'Game 2' });
    const [star] = screen.getAllByRole('button', { name: 'Add to favourites' });
    await user.click(star as HTMLElement);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login');
    unmount();
    renderAt('?gameType=RNG', 'guest');
    await user.click(await screen.findByRole('button', { name: 'Game 1' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login');
  });

  it('shows a tile’s icon from the image CDN, and the default image when it fails', async () => {
    kit.server.use(pagedGames(1, 1));
    renderGames(<GameListPage />, {
      kit,
      path: '/gameList',
      route: '/m/gameList?gameType=RNG',
      site: { imageCdn: 'https://img.example' },
    });
    const tile = await screen.findByRole('button', { name: 'Game 1' });
    const icon = tile.querySelector('img');
    if (!icon) throw new Error('The tile has no icon.');
    expect(icon).toHaveAttribute('src', 'https://img.example/media/games/1.svg');
    fireEvent.error(icon);
    expect(icon.getAttribute('src')).not.toContain('img.example');
  });
});
