import { account, games, wallet } from '@mweb/api-contract';
import { desEncrypt, randomCipherKey, rsaEncryptKey } from '@mweb/api-contract/cipher';
import { envelope } from '@mweb/api-contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/**
 * A client's journey over a real HTTP port, with the contract's cipher on the client side:
 * nothing here reaches into the server but its socket.
 */
describe('a member journey over HTTP', () => {
  let platform: TestPlatform;
  let origin: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const address = platform.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('No port.');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => platform.close());

  const call = async <V extends z.ZodType>(
    value: V,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        Merchant: 'demo',
        Language: 'EN',
        'X-Real-UA': btoa('vitest'),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: options.token } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: envelope(value).parse(await response.json()) };
  };

  it('logs in encrypted, reads, keeps favourites, logs out, and the old token is dead', async () => {
    const keyResponse = await fetch(`${origin}/wps/session/key/rsa?_=${Date.now()}`, {
      headers: { 'Cache-Control': 'no-cache' },
    });
    expect(keyResponse.headers.get('cache-control')).toContain('no-cache');
    const modulus = await keyResponse.text();
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);

    const key = randomCipherKey();
    const sealed = desEncrypt(
      JSON.stringify({
        username: 'demo01',
        password: 'Demo1234!',
        type: 'username',
        loginDeviceId: 'device-1',
      }),
      key,
    );
    const login = await call(account.login.value, 'POST', account.login.path, {
      body: { value: sealed },
      headers: {
        Encryption: rsaEncryptKey(key, modulus),
        'X-Digest': sealed,
        'X-RSA': modulus,
        Device: 'OTHERS',
      },
    });
    expect(login.status).toBe(200);
    if (!login.body.success) throw new Error('login failed');
    const token = login.body.value.token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(login.body.value).toMatchObject({ userName: 'demo01', type: 0 });

    const info = await call(account.memberInfo.value, 'GET', account.memberInfo.path, { token });
    expect(info.body).toMatchObject({
      success: true,
      value: { account: 'demo01', nickname: 'Lucky Demo', type: 0 },
    });

    const balance = await call(wallet.balance.value, 'GET', `${wallet.balance.path}?typeId=0`, {
      token,
    });
    expect(balance.body).toMatchObject({
      success: true,
      value: { sumBalance: 12345.67, currency: 'CNY' },
    });

    const favourite = { nodeId: '10002', vendor: 'JL', gameType: 'RNG' };
    const added = await call(games.addFavourite.value, 'POST', games.addFavourite.path, {
      token,
      body: favourite,
    });
    expect(added.body.success).toBe(true);

    const list = await call(
      games.favouriteList.value,
      'GET',
      `${games.favouriteList.path}?pageNo=1&pageSize=15`,
      { token },
    );
    if (!list.body.success) throw new Error('favourites failed');
    expect(list.body.value.content.map((game) => game.nodeId)).toEqual(['10002']);

    await call(games.removeFavourite.value, 'DELETE', games.removeFavourite.path, {
      token,
      body: favourite,
    });
    const emptied = await call(
      games.favouriteList.value,
      'GET',
      `${games.favouriteList.path}?pageNo=1&pageSize=15`,
      { token },
    );
    expect(emptied.body).toMatchObject({ success: true, value: { content: [] } });

    const logout = await call(account.logout.value, 'DELETE', account.logout.path, { token });
    expect(logout.body.success).toBe(true);

    const after = await call(account.memberInfo.value, 'GET', account.memberInfo.path, { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('refuses a plaintext body to an encrypted call', async () => {
    const response = await call(account.login.value, 'POST', account.login.path, {
      body: { username: 'demo01', password: 'Demo1234!', type: 'username', loginDeviceId: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  it('refuses a body encrypted under a key the server did not wrap', async () => {
    const modulus = await (await fetch(`${origin}/wps/session/key/rsa`)).text();
    const sealed = desEncrypt('{"username":"demo01"}', randomCipherKey());
    const response = await call(account.login.value, 'POST', account.login.path, {
      body: { value: sealed },
      headers: { Encryption: rsaEncryptKey(randomCipherKey(), modulus) },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('refuses a state-changing call from another origin', async () => {
    const response = await call(games.addFavourite.value, 'POST', games.addFavourite.path, {
      body: { nodeId: '10002', vendor: 'JL' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
