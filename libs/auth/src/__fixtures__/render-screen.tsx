// What the auth screens' tests share: the mocked gateway, the dictionaries, and a screen rendered
// inside the routes it links to, with a visible record of where it went.
import { SCREEN_NAMES, initialSite, sessionStarted, type SiteState } from '@mweb/api-client';
import {
  createGatewayCipher,
  createTestStore,
  gatewayHandlers,
  renderWithProviders,
  testSession,
  type GatewayCipher,
} from '@mweb/api-client/testing';
import { createI18n } from '@mweb/i18n';
import { NoticeProvider } from '@mweb/ui-kit';
import type { i18n as I18n } from 'i18next';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const GATEWAY = 'http://gateway.test';

/** The flags the seeded platform has on: username and mobile login and registration. */
export const DEFAULT_FLAGS = { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILEVERCODELOGIN3: true };

export interface ScreenTestKit {
  server: ReturnType<typeof setupServer>;
  cipher: () => GatewayCipher;
  i18n: () => I18n;
}

/** Starts MSW with the fixtures and an RSA key, and loads the dictionaries, for one test file. */
export function setUpScreenTests(): ScreenTestKit {
  const server = setupServer();
  let cipher: GatewayCipher | undefined;
  let i18n: I18n | undefined;
  beforeAll(async () => {
    cipher = await createGatewayCipher(GATEWAY);
    // These become the handlers every test starts from (resetHandlers with arguments replaces them).
    server.resetHandlers(...gatewayHandlers(GATEWAY), ...cipher.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    i18n = await createI18n({
      documentElement: null,
      namespaces: ['common', 'errors', 'auth'],
    });
    // A key pair, the cipher module and three dictionaries: real work, given its own time-out.
  }, 30_000);
  afterEach(async () => {
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
    await i18n?.changeLanguage('en');
  });
  afterAll(() => server.close());
  return {
    server,
    cipher: () => {
      if (!cipher) throw new Error('The cipher is made in beforeAll.');
      return cipher;
    },
    i18n: () => {
      if (!i18n) throw new Error('The dictionaries load in beforeAll.');
      return i18n;
    },
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderScreenOptions {
  route: string;
  /** The path pattern the screen is mounted at (its route under /m). */
  path: string;
  kit: ScreenTestKit;
  session?: 'guest' | 'member' | 'trial';
  flags?: Record<string, boolean>;
  site?: Partial<SiteState>;
}

/** A screen at its route, a real store, notices, and the location shown for assertions. */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions) {
  // The flags arrive with the status answer; a test starts with them in place.
  const site: SiteState = {
    ...initialSite,
    gatewayOrigin: GATEWAY,
    merchantCode: 'demo',
    // Every screen links as it will once the app is complete.
    mountedScreens: SCREEN_NAMES,
    flags: options.flags ?? DEFAULT_FLAGS,
    ...options.site,
  };
  const { store, areas } = createTestStore({ site, preloadedState: { site } });
  if (options.session === 'member') store.dispatch(sessionStarted(testSession()));
  if (options.session === 'trial') {
    store.dispatch(sessionStarted(testSession({ userName: 'trial0001', type: 4 })));
  }
  const view = renderWithProviders(
    <Routes>
      <Route path={options.path} element={screen} />
      <Route path="*" element={null} />
    </Routes>,
    {
      store,
      route: options.route,
      wrapTranslations: (children) => (
        <I18nextProvider i18n={options.kit.i18n()}>
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

/**
 * Answers the slide check the way a member who cannot drag does: the tap alternative, then a tap
 * on the picture (jsdom has no layout, so the piece lands at the start; the server judges).
 */
export async function solveSlideCheck(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Tap to verify instead' }));
  await user.click(screen.getByRole('button', { name: 'Tap where the piece fits' }));
}
