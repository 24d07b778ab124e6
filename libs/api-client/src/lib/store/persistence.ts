// Keeps browser storage in step with the store, and rebuilds the store's starting state from it.
// The only module that writes storage for the store: endpoints never write it themselves.
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  defaultPreferences,
  downloadBarClosed,
  languageChosen,
  themeChosen,
  themeToggled,
  type PreferencesState,
} from '../preferences/preferences.slice';
import {
  emptySession,
  sessionCleared,
  sessionExpired,
  sessionStarted,
  type SessionState,
} from '../session/session.slice';
import { initialSite, siteSlice, statusReceived, type SiteState } from '../site/site.slice';
import { storage as defaultStorage, type TypedStorage } from '../storage/storage';
import { accountApi } from '../endpoints/account.api';
import { contentApi } from '../endpoints/content.api';
import { normaliseLanguage } from '@mweb/i18n';

export interface PersistedState {
  session: SessionState;
  site: SiteState;
  preferences: PreferencesState;
}

/**
 * The state a cold start begins from: the stored session, preferences and the last status answer,
 * so the app renders at once while the status refreshes in the background.
 */
export function loadPersistedState(
  storage: TypedStorage = defaultStorage,
  site: Partial<SiteState> = {},
): PersistedState {
  const session = storage.read('MC_SESSION_INFO');
  const cachedStatus = storage.read('status');
  const configuredSite = { ...initialSite, ...site };
  return {
    session: session
      ? {
          token: session.token,
          userName: session.userName,
          merchantCode: session.merchantCode,
          type: session.type,
          firstTimeLogin: session.firstTimeLogin,
        }
      : emptySession,
    site: cachedStatus
      ? siteSlice.reducer(
          configuredSite,
          statusReceived(cachedStatus.value, cachedStatus.fetchedAt),
        )
      : configuredSite,
    preferences: {
      theme: storage.read('theme') ?? defaultPreferences.theme,
      language: normaliseLanguage(storage.read('language') ?? defaultPreferences.language),
      languageStored: storage.read('language') !== undefined,
      hideDownloadBar: storage.read('hideDownloadBar') ?? defaultPreferences.hideDownloadBar,
    },
  };
}

/** The listener that writes the session, preferences and cached answers to storage as they change. */
export function createPersistenceListener(storage: TypedStorage = defaultStorage) {
  const listener = createListenerMiddleware();

  // The last status answer, so the next cold start renders at once (see loadPersistedState).
  listener.startListening({
    matcher: contentApi.endpoints.systemStatus.matchFulfilled,
    effect: (action) => {
      storage.write('status', { value: action.payload, fetchedAt: action.meta.fulfilledTimeStamp });
    },
  });

  listener.startListening({
    matcher: contentApi.endpoints.templates.matchFulfilled,
    effect: (action) => {
      storage.write('setTemplate', action.payload);
    },
  });

  listener.startListening({
    matcher: accountApi.endpoints.memberInfo.matchFulfilled,
    effect: (action, api) => {
      storage.write('memberInfo', action.payload);
      // On a browser that holds no language yet, the member's saved one wins (and is stored).
      const { preferences } = api.getState() as PersistedState;
      if (!preferences.languageStored && action.payload.language)
        api.dispatch(languageChosen(action.payload.language));
    },
  });

  listener.startListening({
    actionCreator: sessionStarted,
    effect: (action) => {
      storage.write('MC_SESSION_INFO', action.payload);
      storage.write('autoLogin', '1');
    },
  });

  // Logout and expiry both end the session: its storage goes, and the member is not logged in again.
  listener.startListening({
    matcher: isAnyOf(sessionCleared, sessionExpired),
    effect: (action) => {
      // A logout also forgets the trial account (SPEC.md section 4, Auth: "clears ... trial
      // user"); an expiry keeps it, so free play can log into the same trial account again.
      if (sessionCleared.match(action)) storage.remove('trialName');
      storage.remove('MC_SESSION_INFO');
      storage.remove('memberInfo');
      storage.write('autoLogin', '0');
      storage.clearSession();
    },
  });

  listener.startListening({
    matcher: isAnyOf(themeChosen, themeToggled, languageChosen, downloadBarClosed),
    effect: (_action, api) => {
      const { preferences } = api.getState() as PersistedState;
      storage.write('theme', preferences.theme);
      // Only a chosen language is stored: the default written here would hide a member's saved one.
      if (preferences.languageStored) storage.write('language', preferences.language);
      storage.write('hideDownloadBar', preferences.hideDownloadBar);
    },
  });

  return listener;
}
