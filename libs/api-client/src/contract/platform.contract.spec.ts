// The api-client against the real reference platform: a real store, real HTTP, the real cipher.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../testing/create-test-store';
import { accountApi } from '../lib/endpoints/account.api';
import { accountFormsApi } from '../lib/endpoints/account-forms.api';
import { contentApi } from '../lib/endpoints/content.api';
import { gamesApi } from '../lib/endpoints/games.api';
import { walletApi } from '../lib/endpoints/wallet.api';
import { startPlatform, type RunningPlatform } from './platform';

let platform: RunningPlatform;

/** A refetch after an invalidation: milliseconds alone, seconds on a loaded 2-core machine. */
const REFETCHED = { timeout: 10_000, interval: 20 };

beforeAll(async () => {
  platform = await startPlatform({ PLATFORM_DEV_CONTROLS: '1' });
  // The slide check is a person's drag (the auth screens' tests and the journeys answer it); these
  // tests are about the wire, so it is switched off through the development controls.
  const switched = await fetch(`${platform.origin}/dev/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slideCheck: false }),
  });
  expect(switched.ok).toBe(true);
}, 90_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await platform.stop();
});

function newStore() {
  return createTestStore({ site: { gatewayOrigin: platform.origin, merchantCode: 'demo' } });
}

const demo01 = {
  username: 'demo01',
  password: 'Demo1234!',
  type: 'username' as const,
  loginDeviceId: 'contract-test-device',
};

async function loggedIn() {
  const made = newStore();
  const result = await made.store.dispatch(accountFormsApi.endpoints.login.initiate(demo01));
  expect(result.error).toBeUndefined();
  return made;
}

/** Counts the requests that reach a path, letting them through unchanged. */
function countRequests(pathPart: string) {
  const realFetch = globalThis.fetch;
  const counted = { calls: 0 };
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(pathPart)) counted.calls += 1;
    return realFetch(input, init);
  });
  return counted;
}

describe('api-client against the reference platform', () => {
  it('reads the status into the site slice', async () => {
    const { store } = newStore();
    const result = await store.dispatch(contentApi.endpoints.systemStatus.initiate());
    expect(result.error).toBeUndefined();
    expect(store.getState().site.systemStatus).toBe(0);
    expect(Object.keys(store.getState().site.flags)).toEqual(
      expect.arrayContaining(['USERNAMEREG3', 'CBS3']),
    );
  });

  it('logs demo01 in over the encrypted login and stores the session in both storages', async () => {
    const { store, areas } = await loggedIn();
    expect(store.getState().session).toMatchObject({
      userName: 'demo01',
      type: 0,
      merchantCode: 'demo',
    });
    expect(areas.local?.getItem('MC_SESSION_INFO')).toContain('demo01');
    expect(areas.session?.getItem('MC_SESSION_INFO')).toContain('demo01');
  });

  it('refuses a wrong password with the gateway error, and stays logged out', async () => {
    const { store } = newStore();
    const result = await store.dispatch(
      accountFormsApi.endpoints.login.initiate({ ...demo01, password: 'wrong-password' }),
    );
    expect(result.error).toMatchObject({ errorCode: 'login.fail' });
    expect(store.getState().session.token).toBeNull();
  });

  it('reads member info and the balance of the logged-in member', async () => {
    const { store } = await loggedIn();
    const info = await store.dispatch(accountApi.endpoints.memberInfo.initiate());
    expect(info.data).toMatchObject({ account: 'demo01', type: 0 });
    const balance = await store.dispatch(walletApi.endpoints.balance.initiate());
    expect(balance.data).toMatchObject({ sumBalance: 12345.67, currency: 'CNY' });
  });

  it('pages through the game list', async () => {
    const { store } = newStore();
    const first = await store.dispatch(
      gamesApi.endpoints.gameList.initiate({ merchant: 'demo', pageNo: 1, pageSize: 25 }),
    );
    const second = await store.dispatch(
      gamesApi.endpoints.gameList.initiate({ merchant: 'demo', pageNo: 2, pageSize: 25 }),
    );
    expect(first.data?.games).toHaveLength(25);
    expect(first.data?.totalCount).toBeGreaterThanOrEqual(400);
    expect(second.data?.pageNum).toBe(2);
    const firstIds = new Set(first.data?.games.map((game) => game.gameId));
    expect(second.data?.games.some((game) => firstIds.has(game.gameId))).toBe(false);
  });

  it('adds a favourite, sees the list refetched by tag invalidation, and removes it again', async () => {
    const { store } = await loggedIn();
    const listArgs = { pageNo: 1, pageSize: 100 };
    const subscription = store.dispatch(gamesApi.endpoints.favouriteList.initiate(listArgs));
    const before = await subscription;
    const favourites = new Set(before.data?.content.map((game) => game.nodeId));
    const games = await store.dispatch(
      gamesApi.endpoints.gameList.initiate({ merchant: 'demo', gameType: 'RNG', pageSize: 50 }),
    );
    const candidate = games.data?.games.find((game) => !favourites.has(game.nodeId));
    if (!candidate) throw new Error('The seed has no RNG game outside demo01’s favourites.');
    const body = {
      nodeId: candidate.nodeId,
      vendor: candidate.vassalage,
      gameType: candidate.gameType,
    };
    const listNow = () =>
      gamesApi.endpoints.favouriteList.select(listArgs)(store.getState()).data?.content ?? [];

    expect(
      (await store.dispatch(gamesApi.endpoints.addFavourite.initiate(body))).error,
    ).toBeUndefined();
    await vi.waitFor(
      () => expect(listNow().map((game) => game.nodeId)).toContain(candidate.nodeId),
      REFETCHED,
    );

    expect(
      (await store.dispatch(gamesApi.endpoints.removeFavourite.initiate(body))).error,
    ).toBeUndefined();
    await vi.waitFor(
      () => expect(listNow().map((game) => game.nodeId)).not.toContain(candidate.nodeId),
      REFETCHED,
    );
    subscription.unsubscribe();
  });

  it('marks an announcement read once however fast it is tapped, and the list shows it read', async () => {
    const { store } = await loggedIn();
    const args = { types: 'PL,PR', platform: 'M' as const, merchantCode: 'demo' };
    const subscription = store.dispatch(contentApi.endpoints.announcements.initiate(args));
    const unread = (await subscription).data?.find((item) => !item.read);
    if (!unread) throw new Error('The seed has no unread announcement for demo01.');
    const counted = countRequests('CCSFE_markAnnouncementRead');
    await Promise.all(
      [1, 2, 3].map(() =>
        store.dispatch(contentApi.endpoints.markAnnouncementRead.initiate(unread.id)),
      ),
    );
    expect(counted.calls).toBe(1);
    vi.restoreAllMocks();
    const readNow = () =>
      contentApi.endpoints.announcements
        .select(args)(store.getState())
        .data?.find((item) => item.id === unread.id)?.read;
    await vi.waitFor(() => expect(readNow()).toBe(true), REFETCHED);
    subscription.unsubscribe();
  });

  it('logs out: the token is revoked and both storages are cleared', async () => {
    const { store, areas } = await loggedIn();
    const token = store.getState().session.token;
    await store.dispatch(accountApi.endpoints.logout.initiate());
    expect(store.getState().session.token).toBeNull();
    expect(areas.local?.getItem('MC_SESSION_INFO')).toBeNull();
    expect(areas.session?.length).toBe(0);
    const reuse = await fetch(`${platform.origin}/wps/member/info`, {
      headers: { Merchant: 'demo', Authorization: token ?? '' },
    });
    expect(await reuse.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('dispatches sessionExpired when the token has gone stale', async () => {
    const { store, areas } = await loggedIn();
    // The session ends elsewhere (another device logs out), so this store's token goes stale.
    await fetch(`${platform.origin}/wps/session/logout`, {
      method: 'DELETE',
      headers: { Merchant: 'demo', Authorization: store.getState().session.token ?? '' },
    });
    const result = await store.dispatch(accountApi.endpoints.memberInfo.initiate());
    expect(result.error).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    expect(store.getState().session.token).toBeNull();
    expect(areas.local?.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('sends nothing when the RSA key cannot be fetched', async () => {
    const { store } = newStore();
    const realFetch = globalThis.fetch;
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      sent.push(url);
      if (url.includes('/wps/session/key/rsa')) return Promise.reject(new TypeError('offline'));
      return realFetch(input, init);
    });
    const result = await store.dispatch(accountFormsApi.endpoints.login.initiate(demo01));
    vi.restoreAllMocks();
    expect(result.error).toMatchObject({ status: 'CIPHER_ERROR' });
    expect(sent.filter((url) => url.includes('/wps/session/login'))).toEqual([]);
  });
});
