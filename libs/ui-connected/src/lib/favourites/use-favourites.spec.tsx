import { answer, fail } from '@mweb/api-client/testing';
import {
  GATEWAY,
  recordRequests,
  renderScreen,
  setUpScreenTests,
} from '@mweb/api-client/screen-tests';
import { FavouriteStar, NoticeProvider } from '@mweb/ui-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useFavourites, type FavouriteItem } from './use-favourites';

const kit = setUpScreenTests({ namespaces: [], wrap: NoticeProvider });

const lottery: FavouriteItem = {
  nodeId: 'n-L1',
  vassalage: 'GPI',
  gameType: 'ELOTT',
  gameId: 'L1',
};
const slot: FavouriteItem = { nodeId: 'n-S1', vassalage: 'PG', gameType: 'RNG', gameId: 'S1' };

/** A star per item, as the game tiles and the lottery rows draw them. */
function Stars({ items }: { items: readonly FavouriteItem[] }) {
  const favourites = useFavourites(items);
  return (
    <>
      <output aria-label="logged in">{String(favourites.loggedIn)}</output>
      {items.map((item) => (
        <p key={item.gameId}>
          <span id={`name-${item.gameId}`}>{item.gameId}</span>
          <FavouriteStar
            on={favourites.isFavourite(item)}
            onToggle={() => void favourites.toggle(item)}
            addLabel={favourites.labels.add}
            removeLabel={favourites.labels.remove}
            describedBy={`name-${item.gameId}`}
          />
        </p>
      ))}
    </>
  );
}

const lottfav = (): unknown => JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}');

describe('useFavourites', () => {
  it('stars a lottery once the server says yes, and keeps it in LOTTFAV', async () => {
    // The server's favourites, as its answers to the list and to an addition keep them.
    const ids: string[] = [];
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/MCSFE_getFavoriteGames`, () =>
        HttpResponse.json({ success: true, value: ids }),
      ),
      http.post(`${GATEWAY}/wps/relay/MCSFE_addFavoriteGameV2`, () => {
        ids.push('n-L1');
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    renderScreen(<Stars items={[lottery]} />, { kit });
    const star = await screen.findByRole('button', {
      name: 'Add to favourites',
      description: 'L1',
    });
    await userEvent.click(star);
    expect(await screen.findByText('Changes saved')).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Remove from favourites', description: 'L1' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(lottfav).toEqual({ demo01: ['L1'] });
  });

  it('keeps a game that is not a lottery out of LOTTFAV', async () => {
    kit.server.use(
      answer('games.favouriteIds', [], GATEWAY),
      answer('games.addFavourite', null, GATEWAY),
    );
    renderScreen(<Stars items={[slot]} />, { kit });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add to favourites', description: 'S1' }),
    );
    expect(await screen.findByText('Changes saved')).toBeVisible();
    expect(localStorage.getItem('LOTTFAV')).toBeNull();
  });

  it('leaves the star as it was and says nothing more when the server refuses', async () => {
    kit.server.use(
      answer('games.favouriteIds', ['n-S1'], GATEWAY),
      fail('games.removeFavourite', { errorCode: 'game.not.found' }, GATEWAY),
    );
    renderScreen(<Stars items={[slot]} />, { kit });
    const star = await screen.findByRole('button', { name: 'Remove from favourites' });
    await userEvent.click(star);
    await expect.poll(() => screen.queryByText('Please wait…')).toBeNull();
    expect(screen.queryByText('Changes saved')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('stars a lottery kept in LOTTFAV until the server answers', () => {
    localStorage.setItem('LOTTFAV', JSON.stringify({ demo01: ['L1'] }));
    // Until the server's ids arrive, the favourite kept on this device decides.
    kit.server.use(answer('games.favouriteIds', ['n-L1'], GATEWAY));
    renderScreen(<Stars items={[lottery]} />, { kit });
    expect(
      screen.getByRole('button', { name: 'Remove from favourites', description: 'L1' }),
    ).toBeVisible();
  });

  it('gives a guest no favourites and makes no call for a tap', async () => {
    const requests = recordRequests(kit.server);
    localStorage.setItem('LOTTFAV', JSON.stringify({ demo01: ['L1'] }));
    renderScreen(<Stars items={[lottery]} />, { kit, session: 'guest' });
    expect(screen.getByRole('status', { name: 'logged in' })).toHaveTextContent('false');
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(requests.filter((url) => /(add|remove)FavoriteGame/.test(url.pathname))).toEqual([]);
  });
});
