// What the games tests share: the mocked gateway, the dictionaries, and a component rendered at
// its route inside a real store, with a visible record of where the app went.
import {
  SCREEN_NAMES,
  initialSite,
  sessionStarted,
  type Game,
  type SiteState,
} from '@mweb/api-client';
import {
  createTestStore,
  gatewayHandlers,
  renderWithProviders,
  testSession,
} from '@mweb/api-client/testing';
import { createI18n } from '@mweb/i18n';
import { NoticeProvider } from '@mweb/ui-kit';
import type { i18n as I18n } from 'i18next';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { GameTiles } from '../lib/game-list/game-list';

export const GATEWAY = 'https://gateway.test';

export interface GamesTestKit {
  server: ReturnType<typeof setupServer>;
  i18n: () => I18n;
}

/** Starts MSW with the contract's fixtures and loads the dictionaries, for one test file. */
export function setUpGamesTests(): GamesTestKit {
  const server = setupServer();
  let i18n: I18n | undefined;
  beforeAll(async () => {
    server.resetHandlers(...gatewayHandlers(GATEWAY));
    server.listen({ onUnhandledRequest: 'error' });
    // jsdom cannot scroll; the list virtualiser keeps the view steady with scrollTo.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom lays nothing out: a row of tiles measures what it would on a phone, so long lists
    // draw only their first rows, as they do in a browser.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
    i18n = await createI18n({ documentElement: null, namespaces: ['common', 'errors', 'games'] });
    // The first render of a file pays for React's, jsdom's and the styles' first use; paid here,
    // it does not count against the first test's time.
    const warmUp = renderGames(<GameTiles games={[demoGame(1)]} label="warm-up" />, {
      kit: { server, i18n: () => i18n ?? createI18nFailed() },
      session: 'guest',
    });
    await warmUp.findByRole('button', { name: 'Game 1' });
    warmUp.unmount();
  }, 30_000);
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
  return {
    server,
    i18n: () => {
      if (!i18n) throw new Error('The dictionaries load in beforeAll.');
      return i18n;
    },
  };
}

function createI18nFailed(): never {
  throw new Error('The dictionaries load in beforeAll.');
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderGamesOptions {
  kit: GamesTestKit;
  /** The URL the router starts at, under /m. */
  route?: string;
  /** The path pattern the component is mounted at. */
  path?: string;
  session?: 'guest' | 'member';
  site?: Partial<SiteState>;
}

/** A component at its route, a real store, notices, and the location shown for assertions. */
export function renderGames(ui: ReactElement, options: RenderGamesOptions) {
  const { kit, route = '/m/home', path = '/home', session = 'member' } = options;
  const site: SiteState = {
    ...initialSite,
    gatewayOrigin: GATEWAY,
    merchantCode: 'demo',
    mountedScreens: SCREEN_NAMES,
    ...options.site,
  };
  const { store, areas } = createTestStore({ site, preloadedState: { site } });
  if (session === 'member') store.dispatch(sessionStarted(testSession()));
  const view = renderWithProviders(
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>,
    {
      store,
      route,
      wrapTranslations: (children) => (
        <I18nextProvider i18n={kit.i18n()}>
          <NoticeProvider>
            {children}
            <Where />
          </NoticeProvider>
        </I18nextProvider>
      ),
    },
  );
  return { ...view, areas };
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

/** Every gateway path the test asked for, in order, with its query. */
export function recordRequests(server: GamesTestKit['server']): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
  return seen;
}
