import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypedStorage, type StorageAreas } from './storage';

/** A Storage backed by a Map, optionally refusing writes like a full quota does. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const session = {
  token: 't0k',
  userName: 'demo01',
  merchantCode: 'demo',
  type: 0,
  firstTimeLogin: false,
};

describe('typed storage', () => {
  let areas: StorageAreas & { local: MemoryStorage; session: MemoryStorage };
  const log = vi.fn();

  beforeEach(() => {
    areas = { local: new MemoryStorage(), session: new MemoryStorage() };
    log.mockReset();
  });

  it('writes the session to both storages and reads it back', () => {
    const storage = createTypedStorage(areas, log);
    expect(storage.write('MC_SESSION_INFO', session)).toBe(true);
    expect(JSON.parse(areas.local.getItem('MC_SESSION_INFO') ?? '')).toEqual(session);
    expect(JSON.parse(areas.session.getItem('MC_SESSION_INFO') ?? '')).toEqual(session);
    expect(storage.read('MC_SESSION_INFO')).toEqual(session);
  });

  it('reads corrupt JSON as absent and removes it', () => {
    areas.local.setItem('theme', '{"dark');
    const storage = createTypedStorage(areas, log);
    expect(storage.read('theme')).toBeUndefined();
    expect(areas.local.getItem('theme')).toBeNull();
  });

  it('reads a value of the wrong shape as absent and removes it', () => {
    areas.local.setItem('MC_SESSION_INFO', JSON.stringify({ userName: 'demo01' }));
    areas.local.setItem('LOTTFAV', JSON.stringify(['VN_HCM']));
    const storage = createTypedStorage(areas, log);
    expect(storage.read('MC_SESSION_INFO')).toBeUndefined();
    expect(storage.read('LOTTFAV')).toBeUndefined();
    expect(areas.local.length).toBe(0);
  });

  it('reads flags older builds stored as bare text', () => {
    areas.local.setItem('theme', 'light');
    expect(createTypedStorage(areas, log).read('theme')).toBe('light');
  });

  it('catches and logs a quota error instead of throwing', () => {
    const full = { local: new MemoryStorage(10), session: new MemoryStorage() };
    const storage = createTypedStorage(full, log);
    expect(storage.write('language', 'UR')).toBe(true);
    expect(storage.write('MC_SESSION_INFO', session)).toBe(false);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('MC_SESSION_INFO'),
      expect.any(DOMException),
    );
  });

  it('works, reading nothing, where the browser gives no storage at all', () => {
    const storage = createTypedStorage({ local: undefined, session: undefined }, log);
    expect(storage.write('theme', 'dark')).toBe(false);
    expect(storage.read('theme')).toBeUndefined();
    expect(() => storage.clearSession()).not.toThrow();
  });

  it('keeps lottery favourites per user name, without duplicates', () => {
    const storage = createTypedStorage(areas, log);
    storage.writeLotteryFavourites('demo01', ['VN_HCM', 'VN_HN', 'VN_HCM']);
    storage.writeLotteryFavourites('vip01', ['KENO']);
    expect(storage.readLotteryFavourites('demo01')).toEqual(['VN_HCM', 'VN_HN']);
    expect(storage.readLotteryFavourites('vip01')).toEqual(['KENO']);
    expect(storage.readLotteryFavourites('nobody')).toEqual([]);
  });

  it('wipes session storage and removes a key from every area it lives in', () => {
    const storage = createTypedStorage(areas, log);
    storage.write('MC_SESSION_INFO', session);
    storage.write('memberInfo', {
      id: 1,
      account: 'demo01',
      nickname: null,
      type: 0,
      clubLabel: null,
    });
    storage.remove('MC_SESSION_INFO');
    expect(areas.local.getItem('MC_SESSION_INFO')).toBeNull();
    storage.clearSession();
    expect(areas.session.length).toBe(0);
  });
});
