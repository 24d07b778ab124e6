// The only code in the app that touches localStorage and sessionStorage. Every key has a shape in
// the contract (checked by its zod-free guard); a value that is not JSON or not of its shape reads as absent and is removed, so a
// corrupt or foreign value can never crash a screen. Writes that fail (quota, private mode) are
// logged and reported, never thrown: the server is the truth, storage is a convenience.
import { storageAreas, storageGuards } from '@mweb/api-contract/client';
import type { StorageKey, StoredValue } from '@mweb/api-contract';

/** The two browser storages, injectable for tests; either may be missing (private mode, Node). */
export interface StorageAreas {
  local: Storage | undefined;
  session: Storage | undefined;
}

/** Reaches a browser storage without throwing: Safari with cookies blocked throws on mere access. */
function reach(get: () => Storage): Storage | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

export function browserStorageAreas(): StorageAreas {
  return {
    local: typeof window === 'undefined' ? undefined : reach(() => window.localStorage),
    session: typeof window === 'undefined' ? undefined : reach(() => window.sessionStorage),
  };
}

function areasOf(areas: StorageAreas, key: StorageKey): Storage[] {
  const where = storageAreas[key];
  const chosen =
    where === 'local'
      ? [areas.local]
      : where === 'session'
        ? [areas.session]
        : [areas.session, areas.local];
  return chosen.filter((area): area is Storage => area !== undefined);
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // Older builds stored some flags (autoLogin, WEBCLIP) as bare text.
    return raw;
  }
}

/** A typed view of the browser's storages. */
export interface TypedStorage {
  /** The value under `key`, or undefined when absent, unreadable or of the wrong shape (then removed). */
  read<Key extends StorageKey>(key: Key): StoredValue<Key> | undefined;
  /** Writes `value` to every area the key lives in; false when the browser refused (logged). */
  write<Key extends StorageKey>(key: Key, value: StoredValue<Key>): boolean;
  remove(key: StorageKey): void;
  /** Wipes session storage (logout). */
  clearSession(): void;
  /** The lottery favourites of one member (LOTTFAV is kept per user name). */
  readLotteryFavourites(userName: string): string[];
  writeLotteryFavourites(userName: string, gameIds: readonly string[]): boolean;
}

export function createTypedStorage(
  areas: StorageAreas = browserStorageAreas(),
  log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error),
): TypedStorage {
  const read = <Key extends StorageKey>(key: Key): StoredValue<Key> | undefined => {
    for (const area of areasOf(areas, key)) {
      let raw: string | null;
      try {
        raw = area.getItem(key);
      } catch (error) {
        log(`Could not read ${key} from storage.`, error);
        continue;
      }
      if (raw === null) continue;
      const value = storageGuards[key](parse(raw));
      if (value !== undefined) return value;
      try {
        area.removeItem(key);
      } catch {
        // Removal is housekeeping; the value already reads as absent.
      }
    }
    return undefined;
  };

  const write = <Key extends StorageKey>(key: Key, value: StoredValue<Key>): boolean => {
    const text = JSON.stringify(value);
    let written = true;
    for (const area of areasOf(areas, key)) {
      try {
        area.setItem(key, text);
      } catch (error) {
        written = false;
        log(`Could not store ${key} (storage full or disabled).`, error);
      }
    }
    return written && areasOf(areas, key).length > 0;
  };

  const remove = (key: StorageKey): void => {
    for (const area of areasOf(areas, key)) {
      try {
        area.removeItem(key);
      } catch (error) {
        log(`Could not remove ${key} from storage.`, error);
      }
    }
  };

  return {
    read,
    write,
    remove,
    clearSession() {
      try {
        areas.session?.clear();
      } catch (error) {
        log('Could not clear session storage.', error);
      }
    },
    readLotteryFavourites(userName) {
      return read('LOTTFAV')?.[userName] ?? [];
    },
    writeLotteryFavourites(userName, gameIds) {
      return write('LOTTFAV', { ...read('LOTTFAV'), [userName]: [...new Set(gameIds)] });
    },
  };
}

/** The app's storage. Tests build their own with {@link createTypedStorage}. */
export const storage: TypedStorage = createTypedStorage();
