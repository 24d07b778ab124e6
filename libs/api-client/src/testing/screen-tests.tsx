// What every feature's screen tests share: the mocked gateway (MSW with the contract's fixtures,
// optionally the RSA cipher), the dictionaries, and a screen rendered at its route inside a real
// store, with a visible record of where it went.
import { createI18n, type Namespace } from '@mweb/i18n';
import type { i18n as I18n } from 'i18next';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { REFUSAL_KEYS, selectAccessRefusal } from '../lib/access/access';
import { SCREEN_NAMES } from '../lib/screens/screens';
import { sessionStarted } from '../lib/session/session.slice';
import { initialSite, type SiteState } from '../lib/site/site.slice';
import { useAppSelector } from '../lib/store/api-client-store';
import { createTestStore, testSession } from './create-test-store';
import { createGatewayCipher, type GatewayCipher } from './gateway-cipher';
import { gatewayHandlers } from './gateway-handlers';
import { renderWithProviders } from './render-with-providers';

/** The origin the mocked gateway answers on. */
export const GATEWAY = 'http://gateway.test';

interface ScreenTestOptions {
  /** The dictionaries the screens read, besides `common` and `errors`. */
  namespaces: Namespace[];
  /** Whether the gateway encrypts payloads (login, registration, passwords): makes an RSA key. */
  cipher?: boolean;
  /** Providers the screens need around them that api-client does not own (e.g. ui-kit's notices). */
  wrap?: ComponentType<{ children: ReactNode }>;
  /** Handlers every test starts from, before the contract's fixtures. */
  handlers?: RequestHandler[];
}

export interface ScreenTestKit {
  server: ReturnType<typeof setupServer>;
  cipher: () => GatewayCipher;
  i18n: () => I18n;
  wrap: ComponentType<{ children: ReactNode }>;
}

const Bare = ({ children }: { children: ReactNode }) => children;

/** Starts MSW and loads the dictionaries, once for a test file; cleans storage after each test. */
export function setUpScreenTests(options: ScreenTestOptions): ScreenTestKit {
  const server = setupServer();
  let cipher: GatewayCipher | undefined;
  let i18n: I18n | undefined;
  beforeAll(async () => {
    cipher = options.cipher ? await createGatewayCipher(GATEWAY) : undefined;
    // These become the handlers every test starts from (resetHandlers with arguments replaces them).
    server.resetHandlers(
      ...(options.handlers ?? []),
      ...gatewayHandlers(GATEWAY),
      ...(cipher?.handlers ?? []),
    );
    server.listen({ onUnhandledRequest: 'error' });
    i18n = await createI18n({
      documentElement: null,
      namespaces: ['common', 'errors', ...options.namespaces],
    });
    // A key pair, the cipher module and the dictionaries: real work, given its own time-out.
  }, 30_000);
  afterEach(async () => {
    server.resetHandlers();
    server.events.removeAllListeners();
    localStorage.clear();
    sessionStorage.clear();
    await i18n?.changeLanguage('en');
  });
  afterAll(() => server.close());
  return {
    server,
    cipher: () => {
      if (!cipher) throw new Error('Ask setUpScreenTests for the cipher; it is made in beforeAll.');
      return cipher;
    },
    i18n: () => {
      if (!i18n) throw new Error('The dictionaries load in beforeAll.');
      return i18n;
    },
    wrap: options.wrap ?? Bare,
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The latest refusal of `useAccess`, in the words the app's shell shows it in. */
function Refusal() {
  const refusal = useAppSelector(selectAccessRefusal);
  const { t } = useTranslation();
  return refusal ? <output aria-label="refusal">{t(REFUSAL_KEYS[refusal.refusal])}</output> : null;
}

/** Who is logged in when the screen renders. */
type ScreenSession = 'guest' | 'member' | 'trial' | { userName: string; type: number };

export interface RenderScreenOptions {
  kit: ScreenTestKit;
  /** The URL the router starts at, under /m. */
  route?: string;
  /** The path pattern the screen is mounted at (its route under /m). */
  path?: string;
  /** Nobody, the test member, a trial player, or a member of a given name and type. */
  session?: ScreenSession;
  /** The whitelabel flags of the status answer, in place from the start. */
  flags?: Record<string, boolean>;
  site?: Partial<SiteState>;
}

function sessionOf(session: ScreenSession) {
  if (session === 'guest') return undefined;
  if (session === 'member') return testSession();
  if (session === 'trial') return testSession({ userName: 'trial0001', type: 4 });
  return testSession(session);
}

/** A screen at its route, a real store, the kit's providers, and the location and refusal shown. */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions) {
  const { kit, route = '/m/home', path = '/home', session = 'member' } = options;
  const site: SiteState = {
    ...initialSite,
    gatewayOrigin: GATEWAY,
    merchantCode: 'demo',
    // Every screen links as it will once the app is complete.
    mountedScreens: SCREEN_NAMES,
    flags: options.flags ?? {},
    ...options.site,
  };
  const { store, areas } = createTestStore({ site, preloadedState: { site } });
  const member = sessionOf(session);
  if (member) store.dispatch(sessionStarted(member));
  const Wrap = kit.wrap;
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
          <Wrap>
            {children}
            <Where />
            <Refusal />
          </Wrap>
        </I18nextProvider>
      ),
    },
  );
  return { ...view, areas };
}

/** Where the screen went: the path and query the router is at. */
export function locationText(): string {
  return document.querySelector('output[aria-label="location"]')?.textContent ?? '';
}

/** Every gateway URL the test asks for, in order, with its query. */
export function recordRequests(server: ScreenTestKit['server']): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
  return seen;
}

/**
 * Whether the promise has settled once pending callbacks and due timers have run (under Vitest's
 * fake timers): for code that waits for a paint, a task or a store.
 */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}
