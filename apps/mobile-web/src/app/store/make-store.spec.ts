import { contractsApi, walletApi, walletOrdersApi } from '@mweb/api-client/testing';
import { gamesApi, isApiError } from '@mweb/api-client';
import { nextTask } from '@mweb/api-client/scheduling';
import { sessionStarted } from '@mweb/api-client/session';
import { createTypedStorage } from '@mweb/api-client/testing';
import { ROUTES } from '@mweb/api-contract/testing';
import {
  MemoryStorage,
  answer,
  fail,
  createGatewayCipher,
  testSession,
} from '@mweb/api-client/testing';
import { setupServer } from 'msw/node';
import { createAction, prepareAutoBatched } from '@reduxjs/toolkit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './native-bridge';
import { postToNativeBridge } from './native-bridge';
import { makeStore } from './make-store';

const GATEWAY = 'http://gateway.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Store = ReturnType<typeof makeStore>;

function loggedInStore(events: AnalyticsEvent[] = []) {
  const storage = createTypedStorage(
    { local: new MemoryStorage(), session: new MemoryStorage() },
    () => undefined,
  );
  const store = makeStore({
    storage,
    site: { gatewayOrigin: GATEWAY },
    analytics: (event) => events.push(event),
  });
  store.dispatch(sessionStarted(testSession({ token: 't' })));
  return store;
}

const order = {
  orderId: 'D1',
  amount: 100,
  status: 'SUCCESS',
  createdAt: '2026-11-22T01:00:00Z',
  firstDeposit: true,
};

describe('the shell listeners', () => {
  /** The fail notices the shell raises while `run` goes on: each one a toast the user sees. */
  async function toastsDuring(store: Store, run: () => Promise<unknown>) {
    const toasts: unknown[] = [];
    let last = store.getState().shell.notice;
    const unsubscribe = store.subscribe(() => {
      const notice = store.getState().shell.notice;
      if (notice !== last && notice?.kind === 'fail') toasts.push(notice.message);
      last = notice;
    });
    await run();
    unsubscribe();
    return toasts;
  }

  it('toast the gateway’s message once when a mutation whose screen does not report it fails', async () => {
    server.use(
      fail(
        ROUTES['wallet.transfer'],
        { errorCode: 'wallet.insufficient.balance', message: 'Not enough money' },
        GATEWAY,
      ),
    );
    const store = loggedInStore();
    const toasts = await toastsDuring(store, () =>
      store.dispatch(
        walletApi.endpoints.transfer.initiate({
          fromAccountTypeId: 0,
          toAccountTypeId: 1,
          amount: 100,
        }),
      ),
    );
    expect(toasts).toEqual([{ text: 'Not enough money' }]);
  });

  // The money and contract screens show a refusal inline, beside the form that sent it: the
  // shell adds no toast, so the user reads the message once.
  it.each([
    {
      what: 'a refused deposit',
      route: ROUTES['wallet.deposit'],
      send: (store: Store) =>
        store
          .dispatch(walletOrdersApi.endpoints.deposit.initiate({ channelId: 'demo', amount: 100 }))
          .unwrap(),
    },
    {
      what: 'a refused withdrawal',
      route: ROUTES['wallet.withdraw'],
      send: (store: Store) =>
        store
          .dispatch(
            walletOrdersApi.endpoints.withdraw.initiate({
              bankCardId: 'card-1',
              amount: 100,
              paymentPassword: 'pay-1234',
            }),
          )
          .unwrap(),
    },
    {
      what: 'a refused cashback claim',
      route: ROUTES['wallet.claimCashback'],
      send: (store: Store) =>
        store.dispatch(walletOrdersApi.endpoints.claimCashback.initiate()).unwrap(),
    },
    {
      what: 'a refused contract answer',
      route: ROUTES['contracts.dailySalary'],
      send: (store: Store) =>
        store
          .dispatch(contractsApi.endpoints.answerDailySalaryContract.initiate('accept'))
          .unwrap(),
    },
  ])(
    'leave $what to its screen: the screen gets the message, the shell shows none',
    async ({ route, send }) => {
      server.use(
        fail(route, { errorCode: 'refused', message: 'Refused by the operator' }, GATEWAY),
        // The key the encrypted withdrawal is sent with.
        ...(await createGatewayCipher(GATEWAY)).handlers,
      );
      const store = loggedInStore();
      let screenMessage: unknown;
      const toasts = await toastsDuring(store, () =>
        // What the screen does with the call: unwrap it and show the failure's message inline.
        send(store).catch((error: unknown) => {
          screenMessage = isApiError(error) ? error.message : error;
        }),
      );
      expect(screenMessage).toBe('Refused by the operator');
      expect(toasts).toEqual([]);
    },
  );

  it('stay quiet when the screen reports the failure itself (a favourite that failed shows nothing)', async () => {
    server.use(fail(ROUTES['games.addFavourite'], { errorCode: 'game.not.found' }, GATEWAY));
    const store = loggedInStore();
    await store.dispatch(gamesApi.endpoints.addFavourite.initiate({ nodeId: 'n', vendor: 'PG' }));
    expect(store.getState().shell.notice).toBeNull();
  });

  it('send the first-deposit event to the native bridge once per member', async () => {
    server.use(answer(ROUTES['wallet.deposit'], order, GATEWAY));
    const events: AnalyticsEvent[] = [];
    const store = loggedInStore(events);
    await store.dispatch(
      walletOrdersApi.endpoints.deposit.initiate({ channelId: 'demo', amount: 100 }),
    );
    await store.dispatch(
      walletOrdersApi.endpoints.deposit.initiate({ channelId: 'demo', amount: 100 }),
    );
    expect(events).toEqual([{ name: 'first_deposit', params: { amount: 100 } }]);
  });
});

describe('postToNativeBridge', () => {
  it('posts to the wrapper’s bridge, and reports a plain browser as having none', () => {
    const posted: string[] = [];
    expect(
      postToNativeBridge(
        { name: 'first_deposit' },
        { mwebBridge: { postMessage: (m) => posted.push(m) } },
      ),
    ).toBe(true);
    expect(JSON.parse(posted[0] ?? '{}')).toEqual({ type: 'analytics', name: 'first_deposit' });
    expect(postToNativeBridge({ name: 'x' }, {})).toBe(false);
  });
});

describe('makeStore', () => {
  /** The session state after a login, in a store made with the given options. */
  function sessionAfterLogin(frozenState?: boolean) {
    const storage = createTypedStorage(
      { local: new MemoryStorage(), session: new MemoryStorage() },
      () => undefined,
    );
    const store = makeStore({ storage, ...(frozenState === undefined ? {} : { frozenState }) });
    store.dispatch(sessionStarted(testSession({ token: 't' })));
    return store.getState().session;
  }

  it('freezes the state outside a production build, so that a mutation throws', () => {
    const session = sessionAfterLogin();
    expect(Object.isFrozen(session)).toBe(true);
    expect(() => {
      (session as { token: string | null }).token = 'changed';
    }).toThrow(TypeError);
  });

  it("tells the screens of one task's batched actions once, in the task right after it", async () => {
    const store = loggedInStore();
    const heard = vi.fn();
    store.subscribe(heard);
    // RTK Query marks its own actions so (a call started, answered).
    const batched = createAction('test/batched', prepareAutoBatched<number>());
    store.dispatch(batched(1));
    store.dispatch(batched(2));
    await Promise.resolve();
    expect(heard).not.toHaveBeenCalled();
    await nextTask();
    expect(heard).toHaveBeenCalledOnce();
    // Any other action, at once.
    store.dispatch(sessionStarted(testSession({ token: 'u' })));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('leaves it unfrozen when told, as a production build does', () => {
    expect(Object.isFrozen(sessionAfterLogin(false))).toBe(false);
    // Stores made after it freeze again by default.
    expect(Object.isFrozen(sessionAfterLogin())).toBe(true);
  });
});
