import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encrypt,
  injectEncrypted,
  loginToken,
  startTestPlatform,
  type TestPlatform,
} from '../testing/harness';

/** `{"a":{"a":...}}` nested `depth` deep, as text: the parser sees it whole. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('hostile input gets a 4xx, never a 500', () => {
  let platform: TestPlatform;
  let origin: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => platform.close());

  it.each([
    ['DELETE', '/wps/session/logout'],
    ['POST', '/wps/session/renew'],
    ['POST', '/wps/relay/REBATE_applyManualRebate'],
    ['POST', '/wps/relay/MCSFE_addFavoriteGameV2'],
  ] as const)('refuses a body nested 5,000 deep on %s %s with 400', async (method, url) => {
    const token = await loginToken(platform.app, 'agent01', 'Agent1234!');
    for (const body of [nested(5_000), `${'['.repeat(5_000)}${']'.repeat(5_000)}`]) {
      const response = await platform.app.inject({
        method,
        url,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });

  it('refuses an encrypted body nested too deep with 400', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 500; level += 1) deep = { a: deep };
    const response = await injectEncrypted(platform.app, {
      method: 'PUT',
      url: '/wps/member/register',
      payload: { username: 'deepone', password: 'Deep1234!', extra: deep },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers one of five identical registrations sent at once, the rest username.exists', async () => {
    const sealed = await encrypt(platform.app, {
      username: 'twin5x',
      password: 'Twin1234!',
      confirmPassword: 'Twin1234!',
      registerUrl: 'localhost',
      registerMethod: 'H5',
      loginDeviceId: 'device-1',
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        platform.app.inject({
          method: 'PUT',
          url: '/wps/member/register',
          headers: { ...sealed.headers, moduleid: 'REG3' },
          payload: sealed.body,
          remoteAddress: `10.9.0.${index + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ errorCode: 'register.username.exists' });
    }
  });

  /** Sends the path exactly as written: no client-side normalising of `..` or escapes. */
  function rawGet(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const [host, port] = origin.split(':');
      const request = httpRequest({ host, port: Number(port), path, method: 'GET' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
  }

  it.each([
    '/m/../../package.json',
    '/m/%2e%2e/%2e%2e/package.json',
    '/m/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/m/%00',
    '/m/assets/%00.js',
    '/m/..%5c..%5cpackage.json',
    '/m/%E0%A4%A',
    '/m/assets/index-Ab12Cd34.js%00',
  ])('keeps the static server’s errors 4xx for %s', async (path) => {
    const status = await rawGet(path);
    expect(status).toBeGreaterThanOrEqual(300);
    expect(status).toBeLessThan(500);
  });
});
