// What the games tests share: the screen test kit with the games dictionaries, a member logged in
// unless told, and games numbered for lists. jsdom lays nothing out and has no ResizeObserver, so
// a long list's rows keep their estimated height and it draws only its first rows, as on a phone.
import type { Game } from '@mweb/api-client';
import {
  renderScreen as renderGames,
  setUpScreenTests,
  type ScreenTestKit,
} from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import { beforeAll, vi } from 'vitest';
import { GameTiles } from '../lib/game-list/game-tiles';

export {
  GATEWAY,
  locationText,
  recordRequests,
  renderScreen as renderGames,
} from '@mweb/api-client/screen-tests';
export type GamesTestKit = ScreenTestKit;

/** MSW with the contract's fixtures and the games dictionaries, for one test file. */
export function setUpGamesTests(): GamesTestKit {
  const kit = setUpScreenTests({ namespaces: ['games', 'lottery'], wrap: NoticeProvider });
  beforeAll(async () => {
    // jsdom cannot scroll; the list virtualiser keeps the view steady with scrollTo.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The first render of a file pays for React's, jsdom's and the styles' first use; paid here,
    // it does not count against the first test's time.
    const warmUp = renderGames(<GameTiles games={[demoGame(1)]} label="warm-up" />, {
      kit,
      session: 'guest',
    });
    await warmUp.findByRole('button', { name: 'Game 1' });
    warmUp.unmount();
  }, 30_000);
  return kit;
}

/** A game as the gateway lists it, numbered. */
export function demoGame(number: number, overrides: Partial<Game> = {}): Game {
  return {
    gameId: `G${number}`,
    nodeId: `${number}`,
    gameType: 'RNG',
    vassalage: 'PG',
    gameName: `Game ${number}`,
    mobileIconUrl: `/media/games/${number}.svg`,
    ...overrides,
  };
}

/** `count` games numbered from `first`. */
export const demoGames = (first: number, count: number, overrides: Partial<Game> = {}) =>
  Array.from({ length: count }, (_, index) => demoGame(first + index, overrides));
