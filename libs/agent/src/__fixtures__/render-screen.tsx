// What the agent screens' tests share: the mocked gateway with the contract fixtures, the
// dictionaries, and a screen at its route with a visible record of where it went.
import { SCREEN_NAMES, initialSite, sessionStarted, type SiteState } from '@mweb/api-client';
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
import { afterAll, afterEach, beforeAll } from 'vitest';

export const GATEWAY = 'http://gateway.test';

export interface ScreenTestKit {
  server: ReturnType<typeof setupServer>;
  i18n: () => I18n;
}

/** Starts MSW with the fixtures and loads the dictionaries, for one test file. */
export function setUpScreenTests(): ScreenTestKit {
  const server = setupServer(...gatewayHandlers(GATEWAY));
  let i18n: I18n | undefined;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    i18n = await createI18n({
      documentElement: null,
      namespaces: ['common', 'errors', 'agent'],
    });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
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
  /** Who is logged in: nobody, or a member of this type. */
  memberType?: number | null;
  flags?: Record<string, boolean>;
}

/** A screen at its route, a real store, notices, and the location shown for assertions. */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions) {
  const site: SiteState = {
    ...initialSite,
    gatewayOrigin: GATEWAY,
    merchantCode: 'demo',
    // Every screen links as it will once the app is complete.
    mountedScreens: SCREEN_NAMES,
    flags: options.flags ?? { AGENTPOLICY3: true, REFERRAL: true },
  };
  const { store } = createTestStore({ site, preloadedState: { site } });
  const memberType = options.memberType === undefined ? 1 : options.memberType;
  if (memberType !== null) {
    store.dispatch(sessionStarted(testSession({ userName: 'agent01', type: memberType })));
  }
  return renderWithProviders(
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
}

/** Where the screen went. */
export function locationText(): string {
  return document.querySelector('output[aria-label="location"]')?.textContent ?? '';
}
