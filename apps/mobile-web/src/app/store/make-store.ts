import { api as gatewayApi, isApiError, isDepositAccepted } from '@mweb/api-client';
import { sessionExpired } from '@mweb/api-client/session';
import { type SiteState } from '@mweb/api-client/site';
import { storage as browserStorage, type TypedStorage } from '@mweb/api-client/storage';
import {
  apiClientAutoBatch,
  apiClientMiddleware,
  apiClientReducers,
  createPersistenceListener,
  loadPersistedState,
  type ApiClientState,
} from '@mweb/api-client/store';
import {
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
  type EnhancedStore,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { postToNativeBridge, type AnalyticsEvent } from './native-bridge';
import { noticeRequested, redirectRequested, shellSlice } from './shell.slice';

export interface MakeStoreOptions {
  storage?: TypedStorage;
  site?: Partial<SiteState>;
  /** Where analytics events go; the native wrapper's bridge by default. */
  analytics?: (event: AnalyticsEvent) => void;
  /**
   * Whether the reducers deep-freeze what they produce, so that code which mutates the state
   * throws: in development and tests, not in a production build. Freezing walks every object of
   * every answer stored (a game list is hundreds), and on a phone the boot's answers and the
   * renders they start are the main thread's longest tasks.
   */
  frozenState?: boolean;
}

/** The app's cross-cutting effects: what happens whatever screen is showing. */
function createShellListener(analytics: (event: AnalyticsEvent) => void) {
  const listener = createListenerMiddleware();
  const firstDepositsReported = new Set<string>();

  listener.startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      api.dispatch(
        noticeRequested({ kind: 'info', message: { key: 'errors:session_logged_out' } }),
      );
      api.dispatch(redirectRequested('login'));
    },
  });

  listener.startListening({
    matcher: isRejectedWithValue,
    effect: (action, api) => {
      const meta = action.meta as { arg?: { type?: string; endpointName?: string } };
      // Each mutation declares who reports its failure (api-client's endpoint files); the shell
      // toasts only those that name it, so that a failure shows one message, never two.
      if (
        meta.arg?.type !== 'mutation' ||
        gatewayApi.failureShownBy(meta.arg.endpointName ?? '') === 'screen'
      )
        return;
      const error = action.payload;
      // An expired session has its own notice and redirect.
      if (isApiError(error) && error.errorCode === 'login.not.session') return;
      api.dispatch(
        noticeRequested({
          kind: 'fail',
          message:
            isApiError(error) && error.message
              ? { text: error.message }
              : { key: 'errors:unknown_error' },
        }),
      );
    },
  });

  listener.startListening({
    matcher: isDepositAccepted,
    effect: (action, api) => {
      const userName =
        (api.getState() as { session: { userName: string | null } }).session.userName ?? '';
      if (!action.payload.firstDeposit || firstDepositsReported.has(userName)) return;
      firstDepositsReported.add(userName);
      analytics({ name: 'first_deposit', params: { amount: action.payload.amount } });
    },
  });

  return listener;
}

/**
 * The app's store: api-client's reducers and the shell's, persisted state, and the shell's effects.
 * Immer's freezing is a setting of the page, not of one store: the last store made decides it.
 */
export function makeStore({
  storage = browserStorage,
  site = {},
  analytics = (event) => {
    postToNativeBridge(event);
  },
  frozenState = !import.meta.env.PROD,
}: MakeStoreOptions = {}): AppStore {
  setAutoFreeze(frozenState);
  return configureStore({
    reducer: { ...apiClientReducers, [shellSlice.reducerPath]: shellSlice.reducer },
    preloadedState: loadPersistedState(storage, site),
    middleware: (getDefault) =>
      getDefault()
        .concat(apiClientMiddleware(createPersistenceListener(storage)))
        .concat(createShellListener(analytics).middleware),
    enhancers: (getDefault) => getDefault({ autoBatch: apiClientAutoBatch }),
  });
}

// Named rather than inferred: the store's type is api-client's state and the shell's, and a
// declaration file can name those without reaching into api-client's slices.
export type AppState = ApiClientState & {
  [shellSlice.reducerPath]: ReturnType<typeof shellSlice.reducer>;
};
export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;
export type AppStore = EnhancedStore<AppState> & { dispatch: AppDispatch };
