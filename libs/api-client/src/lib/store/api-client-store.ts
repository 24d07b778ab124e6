import { useDispatch, useSelector, useStore } from 'react-redux';
import type {
  AutoBatchOptions,
  Middleware,
  Reducer,
  Store,
  ThunkDispatch,
  UnknownAction,
} from '@reduxjs/toolkit';
import { accessSlice } from '../access/access';
import { api } from '../base/base-api';
import { nextTask } from '../scheduling/scheduling';
import { leavingSlice } from '../leaving/leaving.slice';
import { preferencesSlice } from '../preferences/preferences.slice';
import { sessionSlice } from '../session/session.slice';
import { siteSlice } from '../site/site.slice';
import { createCustomerServiceListener } from '../site/customer-service.listener';
import { createPersistenceListener } from './persistence';

/** The reducers api-client owns; the app's makeStore combines them with the features' slices. */
export const apiClientReducers = {
  [api.reducerPath]: api.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [siteSlice.reducerPath]: siteSlice.reducer,
  [preferencesSlice.reducerPath]: preferencesSlice.reducer,
  [leavingSlice.reducerPath]: leavingSlice.reducer,
  [accessSlice.reducerPath]: accessSlice.reducer,
} as const;

/** The state of api-client's part of the store. */
export type ApiClientState = {
  [Key in keyof typeof apiClientReducers]: (typeof apiClientReducers)[Key] extends Reducer<
    infer State
  >
    ? State
    : never;
};

/**
 * The middleware api-client needs: RTK Query's, the storage persistence listener, and the
 * decryption of customer-service links.
 */
export function apiClientMiddleware(
  persistence = createPersistenceListener(),
  customerService = createCustomerServiceListener(),
): Middleware[] {
  return [api.middleware, persistence.middleware, customerService.middleware];
}

/**
 * When the screens hear of RTK Query's own actions (a call started, answered, its subscriptions):
 * all those of one task together, in a task of their own right after it. RTK's default waits
 * for the next animation frame, setting a fallback timer and clearing it for each batch, and the
 * renders an answer starts then ran inside the frame, before its layout and paint: one long task
 * where two short ones do. Other actions tell the screens at once, as Redux always does.
 */
export const apiClientAutoBatch: AutoBatchOptions = {
  type: 'callback',
  queueNotification: (notify) => {
    void nextTask().then(notify);
  },
};

/** Typed hooks: features use these, never react-redux's raw ones (lint enforces it). */
export const useAppSelector = useSelector.withTypes<ApiClientState>();
export type ApiClientDispatch = ThunkDispatch<ApiClientState, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<ApiClientDispatch>();
export const useAppStore = useStore.withTypes<Store<ApiClientState>>();
