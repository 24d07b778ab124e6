import type { SessionInfo } from '@mweb/api-contract';
import { configureStore } from '@reduxjs/toolkit';
import {
  apiClientAutoBatch,
  apiClientMiddleware,
  apiClientReducers,
} from '../lib/store/api-client-store';
import {
  createPersistenceListener,
  loadPersistedState,
  type PersistedState,
} from '../lib/store/persistence';
import { createTypedStorage, type StorageAreas, type TypedStorage } from '../lib/storage/storage';
import { SCREEN_NAMES } from '../lib/screens/screens';
import type { SiteState } from '../lib/site/site.slice';

/** A Storage kept in memory, for tests and stories; `quota` makes writes past it fail like a full disk. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

export interface TestStoreOptions {
  /**
   * The deployment's site settings (merchant, gateway origin, device header). Every screen of the
   * route table counts as mounted unless `mountedScreens` says otherwise, so a screen under test
   * links as it will once the app is complete.
   */
  site?: Partial<SiteState>;
  /** Overrides of the state loaded from storage. */
  preloadedState?: Partial<PersistedState>;
  /** The storages; fresh in-memory ones by default. */
  areas?: StorageAreas;
}

/**
 * A real store with api-client's reducers and middleware, as the app builds it, over the given
 * (by default in-memory) storages. For component tests, stories and contract tests.
 */
export function createTestStore(options: TestStoreOptions = {}) {
  const areas = options.areas ?? { local: new MemoryStorage(), session: new MemoryStorage() };
  const storage: TypedStorage = createTypedStorage(areas, () => undefined);
  const store = configureStore({
    reducer: apiClientReducers,
    preloadedState: {
      ...loadPersistedState(storage, { mountedScreens: SCREEN_NAMES, ...options.site }),
      ...options.preloadedState,
    },
    middleware: (getDefault) =>
      getDefault().concat(apiClientMiddleware(createPersistenceListener(storage))),
    enhancers: (getDefault) => getDefault({ autoBatch: apiClientAutoBatch }),
  });
  return { store, storage, areas };
}

export type TestStore = ReturnType<typeof createTestStore>['store'];

/** A logged-in demo member's session, for tests that need someone logged in. */
export function testSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    token: 'test-token',
    userName: 'demo01',
    merchantCode: 'demo',
    type: 0,
    firstTimeLogin: false,
    ...overrides,
  };
}
