import { createTestStore, testSession, type TestStore } from '@mweb/api-client/testing';
import {
  REFUSAL_KEYS,
  REFUSAL_NOTICE_MS,
  SCREEN_NAMES,
  accessRefusalShown,
  selectAccessRefusal,
} from '@mweb/api-client/screens';
import { sessionStarted } from '@mweb/api-client/session';
import { initialSite, languageChosen, themeChosen, type SiteState } from '@mweb/api-client/site';
import { useAppDispatch, useAppSelector } from '@mweb/api-client/store';
import { normaliseLanguage } from '@mweb/i18n';
import { NoticeProvider, useNotice, type Theme } from '@mweb/ui-kit';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { MswParameters } from './msw';

type SessionInfo = ReturnType<typeof testSession>;

/** Who is logged in: nobody, the demo member, a free-trial account, or a session of the story's own. */
export type StorySession = 'guest' | 'member' | 'trial' | Partial<SessionInfo>;

/** What a screen story may put in `parameters`. */
export interface ScreenParameters {
  /** The URL the router starts at, with the app's `/m` basename (default `/m/home`). */
  route?: string;
  /** Who is logged in (default `'guest'`). */
  session?: StorySession;
  /** Gateway answers for this story, in front of the contract fixtures. */
  msw?: MswParameters;
  /** The site as the status answer would leave it: whitelabel flags, mounted screens (all by default)... */
  site?: Partial<SiteState>;
}

const TRIAL_TYPE = 4;

/** The session a story asks for, or null for a guest. */
export function sessionFor(session: StorySession = 'guest'): SessionInfo | null {
  if (session === 'guest') return null;
  if (session === 'member') return testSession();
  if (session === 'trial') return testSession({ userName: 'trial01', type: TRIAL_TYPE });
  return testSession(session);
}

/** A refusal of `useAccess` (a trial account's tap on the inbox), as the app's shell shows it. */
function Refusals() {
  const refusal = useAppSelector(selectAccessRefusal);
  const dispatch = useAppDispatch();
  const notices = useNotice();
  const { t } = useTranslation();
  useEffect(() => {
    if (!refusal) return;
    notices.info(t(REFUSAL_KEYS[refusal.refusal]), { duration: REFUSAL_NOTICE_MS });
    dispatch(accessRefusalShown(refusal.id));
  }, [refusal, notices, t, dispatch]);
  return null;
}

interface ScreenProvidersProps {
  route: string;
  site: Partial<SiteState>;
  session: SessionInfo | null;
  language: string;
  theme: Theme;
  children: ReactNode;
}

/** The providers the app puts around a screen, over a real store whose gateway is the page itself. */
function ScreenProviders({
  route,
  site,
  session,
  language,
  theme,
  children,
}: ScreenProvidersProps) {
  const [store] = useState<TestStore>(() => {
    const configured: SiteState = {
      ...initialSite,
      gatewayOrigin: window.location.origin,
      mountedScreens: SCREEN_NAMES,
      ...site,
    };
    const made = createTestStore({ site: configured, preloadedState: { site: configured } }).store;
    if (session) made.dispatch(sessionStarted(session));
    return made;
  });
  // The toolbar's language and theme reach the store too: screens ask the gateway in the member's
  // language, and switching it refetches as it does in the app.
  useEffect(() => {
    store.dispatch(languageChosen(language));
  }, [store, language]);
  useEffect(() => {
    store.dispatch(themeChosen(theme));
  }, [store, theme]);
  return (
    <Provider store={store}>
      <MemoryRouter basename="/m" initialEntries={[route]}>
        <NoticeProvider>
          {children}
          <Refusals />
        </NoticeProvider>
      </MemoryRouter>
    </Provider>
  );
}

/**
 * Renders a feature's screen as the app would: a fresh store per story (logged in as
 * `parameters.session` says), a router at `parameters.route`, and the notice layer.
 */
export const withScreen: Decorator = (Story, context) => {
  const { route = '/m/home', session, site = {} } = context.parameters as ScreenParameters;
  return (
    // Keyed by story, so a story never starts from the previous one's store or location.
    <ScreenProviders
      key={context.id}
      route={route}
      site={site}
      session={sessionFor(session)}
      language={normaliseLanguage(context.globals['language'])}
      theme={context.globals['theme'] === 'light' ? 'light' : 'dark'}
    >
      <Story />
    </ScreenProviders>
  );
};
