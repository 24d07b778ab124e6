import { generateKeyPairSync } from 'node:crypto';
import { ROUTES } from '@mweb/api-contract/testing';
import { desDecrypt, rsaDecryptKey } from '@mweb/api-contract';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../testing/create-test-store';
import { accountApi } from '../endpoints/account.api';
import { accountFormsApi } from '../endpoints/account-forms.api';
import { contentApi } from '../endpoints/content.api';
import { gamesApi } from '../endpoints/games.api';
import { messagesApi } from '../endpoints/messages.api';
import { messagesPagesApi } from '../endpoints/messages-pages.api';
import { walletApi } from '../endpoints/wallet.api';
import { gateway } from './call-types';
import { createGatewayBaseQuery, retryAfterSecondsOf } from './gateway-base-query';
import { nextTask } from '../scheduling/scheduling';
import { sessionStarted } from '../session/session.slice';

const ORIGIN = 'http://gateway.test';
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const jwk = privateKey.export({ format: 'jwk' });
const modulusHex = Buffer.from(jwk.n ?? '', 'base64url').toString('hex');
const privateExponentHex = Buffer.from(jwk.d ?? '', 'base64url').toString('hex');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function storeFor(token?: string) {
  const { store, areas } = createTestStore({
    site: { gatewayOrigin: ORIGIN, merchantCode: 'demo', device: 'OTHERS' },
  });
  if (token)
    store.dispatch(
      sessionStarted({
        token,
        userName: 'demo01',
        merchantCode: 'demo',
        type: 0,
        firstTimeLogin: false,
      }),
    );
  return { store, areas };
}

const success = (value: unknown) => HttpResponse.json({ success: true, value });
const balance = {
  sumBalance: 12345.67,
  balance: [{ accountTypeId: 0, availBalance: 12345.67 }],
  currency: 'CNY',
  currencySymbol: '￥',
};

describe('the gateway base query', () => {
  it('sends the merchant, language and token headers, and unwraps the envelope', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${ORIGIN}/wps/v2/wallets/balance`, ({ request }) => {
        seen = request.headers;
        return success(balance);
      }),
    );
    const { store } = storeFor('t0k');
    const result = await store.dispatch(walletApi.endpoints.balance.initiate());
    expect(result.data).toEqual(balance);
    expect(seen?.get('Merchant')).toBe('demo');
    expect(seen?.get('Language')).toBe('EN');
    expect(seen?.get('Authorization')).toBe('t0k');
    expect(seen?.get('Device')).toBeNull();
  });

  it('sends a call in a task of its own, not in the one that started it', async () => {
    // A render's effects start several calls at once: each is sent in a later task, so that
    // together they do not make one long task.
    server.use(http.get(`${ORIGIN}/wps/v2/wallets/balance`, () => success(balance)));
    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      const call = storeFor('t0k').store.dispatch(walletApi.endpoints.balance.initiate());
      for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
      expect(sent).not.toHaveBeenCalled();
      expect((await call).data).toEqual(balance);
      expect(sent).toHaveBeenCalledTimes(1);
    } finally {
      sent.mockRestore();
    }
  });

  it('sends nothing for a call cancelled before its task came', async () => {
    server.use(http.get(`${ORIGIN}/wps/v2/wallets/balance`, () => success(balance)));
    const started: string[] = [];
    const onStart = ({ request }: { request: Request }) => void started.push(request.url);
    server.events.on('request:start', onStart);
    try {
      const call = storeFor('t0k').store.dispatch(walletApi.endpoints.balance.initiate());
      call.abort();
      expect((await call).error).toMatchObject({ name: 'AbortError' });
      // The base query's own task, and the one after it.
      await nextTask();
      await nextTask();
      expect(started).toEqual([]);
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });

  it('sends no Authorization header for a guest', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${ORIGIN}/wps/relay/GCSGAME_gameList`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return success({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
      }),
    );
    await storeFor().store.dispatch(gamesApi.endpoints.gameList.initiate({ merchant: 'demo' }));
    expect(authorization).toBeNull();
  });

  it('turns a failure envelope into an ApiError that keeps its value', async () => {
    server.use(
      http.get(`${ORIGIN}/wps/member/info`, () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'function.not.available',
            message: 'Not now',
            value: { retry: 5 },
          },
          { status: 403 },
        ),
      ),
    );
    const result = await storeFor('t0k').store.dispatch(accountApi.endpoints.memberInfo.initiate());
    expect(result.error).toEqual({
      status: 403,
      errorCode: 'function.not.available',
      message: 'Not now',
      value: { retry: 5 },
    });
  });

  it('reports an answer that is not JSON as a parse error, or as an HTTP error when the status says so', async () => {
    server.use(
      http.get(
        `${ORIGIN}/wps/system/templates`,
        () => new HttpResponse('<html>ok</html>', { status: 200 }),
      ),
    );
    const first = await storeFor().store.dispatch(contentApi.endpoints.templates.initiate());
    expect(first.error).toMatchObject({ status: 'PARSE_ERROR', errorCode: 'parse.error' });
    server.use(
      http.get(
        `${ORIGIN}/wps/system/templates`,
        () => new HttpResponse('Bad gateway', { status: 502 }),
      ),
    );
    const second = await storeFor().store.dispatch(contentApi.endpoints.templates.initiate());
    expect(second.error).toMatchObject({ status: 502, errorCode: 'http.502' });
  });

  it('rejects a malformed balance instead of showing it', async () => {
    server.use(
      http.get(`${ORIGIN}/wps/v2/wallets/balance`, () =>
        success({ sumBalance: 'lots', balance: [] }),
      ),
    );
    const result = await storeFor('t0k').store.dispatch(walletApi.endpoints.balance.initiate());
    expect(result.error).toMatchObject({ status: 'PARSE_ERROR' });
  });

  it('clears the session when the gateway says it is gone', async () => {
    server.use(
      http.get(`${ORIGIN}/wps/member/info`, () =>
        HttpResponse.json(
          { success: false, errorCode: 'login.not.session', message: 'Logged out' },
          { status: 401 },
        ),
      ),
    );
    const { store, areas } = storeFor('t0k');
    expect(areas.local?.getItem('MC_SESSION_INFO')).not.toBeNull();
    const result = await store.dispatch(accountApi.endpoints.memberInfo.initiate());
    expect(result.error).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    expect(store.getState().session.token).toBeNull();
    expect(areas.local?.getItem('MC_SESSION_INFO')).toBeNull();
    expect(areas.local?.getItem('autoLogin')).toBe('"0"');
  });

  it('gives up after the time-out', async () => {
    server.use(
      http.get(`${ORIGIN}/wps/relay/GCSGAME_gameList`, async () => {
        await delay(200);
        return success({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
      }),
    );
    const { store } = storeFor();
    const result = await createGatewayBaseQuery()(
      gateway(ROUTES['games.gameList'], { merchant: 'demo' }, 50),
      {
        getState: () => store.getState(),
        dispatch: store.dispatch,
        signal: new AbortController().signal,
      } as never,
      {},
    );
    expect(result).toEqual({
      error: { status: 'TIMEOUT', errorCode: 'timeout', message: 'No answer within 50 ms.' },
    });
  });

  it('retries a GET once after a network failure', async () => {
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/wps/system/country`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : success([{ code: 'VN', name: 'Vietnam', dialingCode: '84' }]);
      }),
    );
    const result = await storeFor().store.dispatch(
      accountFormsApi.endpoints.systemCountries.initiate(),
    );
    expect(calls).toBe(2);
    expect(result.data).toHaveLength(1);
  });

  it('never retries a mutation after a network failure', async () => {
    let calls = 0;
    server.use(
      http.post(`${ORIGIN}/wps/relay/MCSFE_addFavoriteGameV2`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const result = await storeFor('t0k').store.dispatch(
      gamesApi.endpoints.addFavourite.initiate({ nodeId: 'n1', vendor: 'PG' }),
    );
    expect(calls).toBe(1);
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', errorCode: 'network.error' });
  });

  it('sends a form body where the contract says so', async () => {
    let body = '';
    let type: string | null = null;
    server.use(
      http.post(`${ORIGIN}/wps/member/info/icon`, async ({ request }) => {
        type = request.headers.get('Content-Type');
        body = await request.text();
        return success({ avatar: 'a3', avatarType: 'BUILT_IN' });
      }),
    );
    await storeFor('t0k').store.dispatch(
      accountFormsApi.endpoints.setHeadIcon.initiate({ icon: 'a3' }),
    );
    expect(type).toBe('application/x-www-form-urlencoded');
    expect(body).toBe('icon=a3');
  });

  it('throttles marking the same announcement read to one call per 150 ms', async () => {
    let calls = 0;
    server.use(
      http.post(`${ORIGIN}/wps/relay/CCSFE_markAnnouncementRead`, () => {
        calls += 1;
        return success(null);
      }),
    );
    const { store } = storeFor('t0k');
    await Promise.all(
      [1, 2, 3].map(() => store.dispatch(contentApi.endpoints.markAnnouncementRead.initiate(7))),
    );
    expect(calls).toBe(1);
    await delay(160);
    await store.dispatch(contentApi.endpoints.markAnnouncementRead.initiate(7));
    expect(calls).toBe(2);
  });

  it('shares an unread count within 250 ms, but not across a change such as a message read', async () => {
    let unread = 3;
    let counts = 0;
    server.use(
      http.get(`${ORIGIN}/wps/relay/EMFE_getInboxUnreadCount`, () => {
        counts += 1;
        return success(unread);
      }),
      http.post(`${ORIGIN}/wps/relay/EMFE_markInboxRead`, () => {
        unread -= 1;
        return success(null);
      }),
    );
    const { store } = storeFor('t0k');
    const count = () =>
      store.dispatch(
        messagesApi.endpoints.inboxUnreadCount.initiate(undefined, { forceRefetch: true }),
      );
    await expect(count()).resolves.toMatchObject({ data: 3 });
    await expect(count()).resolves.toMatchObject({ data: 3 });
    expect(counts).toBe(1);
    await store.dispatch(messagesPagesApi.endpoints.markInboxRead.initiate(1));
    await expect(count()).resolves.toMatchObject({ data: 2 });
    expect(counts).toBe(2);
  });
});

describe('shared answers', () => {
  it('are never shared between two stores, such as two stories run in turn', async () => {
    let counts = 0;
    server.use(
      http.get(`${ORIGIN}/wps/relay/EMFE_getInboxUnreadCount`, () => {
        counts += 1;
        return success(counts === 1 ? 2 : 150);
      }),
    );
    const first = storeFor('t0k').store;
    const second = storeFor('t0k').store;
    await expect(
      first.dispatch(messagesApi.endpoints.inboxUnreadCount.initiate()),
    ).resolves.toMatchObject({ data: 2 });
    await expect(
      second.dispatch(messagesApi.endpoints.inboxUnreadCount.initiate()),
    ).resolves.toMatchObject({ data: 150 });
    expect(counts).toBe(2);
  });
});

describe('encrypted calls', () => {
  it('fetch a fresh RSA key each time and send only the DES body with its headers', async () => {
    let keyFetches = 0;
    const received: { headers: Headers; body: unknown }[] = [];
    server.use(
      http.get(`${ORIGIN}/wps/session/key/rsa`, ({ request }) => {
        keyFetches += 1;
        expect(request.headers.get('Cache-Control')).toBe('no-cache');
        return new HttpResponse(modulusHex, { headers: { 'Content-Type': 'text/plain' } });
      }),
      http.post(`${ORIGIN}/wps/session/login`, async ({ request }) => {
        received.push({ headers: request.headers, body: await request.json() });
        return success({ token: 'fresh', userName: 'demo01', type: 0, firstTimeLogin: true });
      }),
    );
    const { store } = storeFor();
    const payload = {
      username: 'demo01',
      password: 'Demo1234!',
      type: 'username' as const,
      loginDeviceId: 'dev-1',
    };
    await store.dispatch(accountFormsApi.endpoints.login.initiate(payload));
    await store.dispatch(accountFormsApi.endpoints.login.initiate(payload));

    expect(keyFetches).toBe(2);
    const [first] = received;
    const body = first?.body as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(JSON.stringify(body)).not.toContain('Demo1234!');
    const key = rsaDecryptKey(
      first?.headers.get('Encryption') ?? '',
      privateExponentHex,
      modulusHex,
    );
    expect(JSON.parse(desDecrypt(body.value, key))).toEqual(payload);
    expect(first?.headers.get('X-Digest')).toBe(body.value);
    expect(first?.headers.get('X-RSA')).toBe(modulusHex);
    expect(first?.headers.get('Device')).toBe('OTHERS');
    expect(store.getState().session).toMatchObject({
      token: 'fresh',
      userName: 'demo01',
      type: 0,
      firstTimeLogin: true,
    });
  });

  it('send nothing when the RSA key cannot be fetched', async () => {
    let loginCalls = 0;
    server.use(
      http.get(
        `${ORIGIN}/wps/session/key/rsa`,
        () => new HttpResponse('<html>maintenance</html>', { status: 200 }),
      ),
      http.post(`${ORIGIN}/wps/session/login`, () => {
        loginCalls += 1;
        return success({ token: 'x', userName: 'demo01', type: 0 });
      }),
    );
    const result = await storeFor().store.dispatch(
      accountFormsApi.endpoints.login.initiate({
        username: 'demo01',
        password: 'secret',
        type: 'username',
        loginDeviceId: 'd',
      }),
    );
    expect(loginCalls).toBe(0);
    expect(result.error).toMatchObject({ status: 'CIPHER_ERROR', errorCode: 'cipher.error' });
  });

  it('says a rate-limited key call is too many attempts, with the wait from Retry-After', async () => {
    server.use(
      http.get(
        `${ORIGIN}/wps/session/key/rsa`,
        () =>
          new HttpResponse('Too Many Requests', { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    const result = await storeFor().store.dispatch(
      accountFormsApi.endpoints.login.initiate({
        username: 'demo01',
        password: 'secret',
        type: 'username',
        loginDeviceId: 'd',
      }),
    );
    expect(result.error).toEqual({
      status: 429,
      errorCode: 'rate.limited',
      message: 'Too many attempts.',
      retryAfterSeconds: 42,
    });
  });

  it('says a rate-limited call is too many attempts, whatever its body', async () => {
    server.use(
      http.get(`${ORIGIN}/wps/member/info`, () =>
        HttpResponse.json(
          { success: false, errorCode: 'x', message: 'slow down' },
          { status: 429 },
        ),
      ),
    );
    const result = await storeFor('t0k').store.dispatch(accountApi.endpoints.memberInfo.initiate());
    expect(result.error).toEqual({
      status: 429,
      errorCode: 'rate.limited',
      message: 'Too many attempts.',
    });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSecondsOf('7', now)).toBe(7);
    expect(retryAfterSecondsOf('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(retryAfterSecondsOf('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(1);
    expect(retryAfterSecondsOf('soon', now)).toBeUndefined();
    expect(retryAfterSecondsOf(null, now)).toBeUndefined();
  });

  it('send the register module id', async () => {
    let moduleId: string | null = null;
    server.use(
      http.get(`${ORIGIN}/wps/session/key/rsa`, () => new HttpResponse(modulusHex)),
      http.put(`${ORIGIN}/wps/member/register/mobile`, ({ request }) => {
        moduleId = request.headers.get('ModuleId');
        return success({ token: 't', userName: '912345678', type: 0 });
      }),
    );
    await storeFor().store.dispatch(
      accountFormsApi.endpoints.registerMobile.initiate({
        username: '912345678',
        password: 'Secret123',
        registerUrl: 'localhost',
        registerMethod: 'H5',
        loginDeviceId: 'd',
      }),
    );
    expect(moduleId).toBe('MOBILENUMREG3');
  });
});
