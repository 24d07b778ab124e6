// The store's parts, for the app that assembles it: reducers, middleware, persistence, typed hooks.
export { createPersistenceListener, loadPersistedState } from './lib/store/persistence';
export {
  apiClientAutoBatch,
  apiClientMiddleware,
  apiClientReducers,
  useAppDispatch,
  useAppSelector,
} from './lib/store/api-client-store';
export type { ApiClientState } from './lib/store/api-client-store';
