import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ALL_CALLS, envelope, systemStatusValue } from '@mweb/api-contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginToken,
  startTestPlatform,
  VENDOR_SCRIPT,
  type TestPlatform,
} from '../testing/harness';

describe('the platform with a built app', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  it('answers the status call in the contract envelope, uncached', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(envelope(systemStatusValue).parse(response.json()).success).toBe(true);
  });

  it('says the app window is on, for everyone, unless the operator changes it', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
    });
    expect(response.json()).toMatchObject({
      value: { info: { appDownload: { enabled: true, loggedInOnly: false } } },
    });
  });

  it('refuses a status call without device=MOBILE with a gateway error', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/wps/v2/system/status' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('serves the app shell for any page under /m/, so the client router decides', async () => {
    for (const url of [
      '/m/',
      '/m/home',
      '/m/helpDetail?p=1&c=0',
      '/m/no/such/page',
      '/m/register.html',
      '/m/index.html',
      '/m/no-such-page.html',
    ]) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable, and a missing asset as 404 rather than the shell', async () => {
    const asset = await platform.app.inject({ method: 'GET', url: '/m/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/m/assets/gone-Zz99Yy88.js', '/m/logo.png', '/m/.env', '/m/web.config']) {
      const missing = await platform.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain('<div id="root">');
    }
  });

  it('sends a script\u2019s precompressed copy in the encoding the browser takes, else the script', async () => {
    const url = '/m/assets/vendor-Ef56Gh78.js';
    // The copies the test web root holds: compressing per request would send other bytes.
    const script = Buffer.from(VENDOR_SCRIPT);
    const copies = { br: brotliCompressSync(script), gzip: gzipSync(script), identity: script };
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', 'identity'],
    ] as const) {
      const response = await platform.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode, accepted).toBe(200);
      expect(response.headers['content-encoding'] ?? 'identity', accepted).toBe(sent);
      expect(response.headers['content-type'], accepted).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control'], accepted).toContain('immutable');
      expect(response.headers['vary'], accepted).toBe('accept-encoding');
      expect(response.rawPayload.equals(copies[sent]), accepted).toBe(true);
    }
  });

  it('sets the security headers on the app: a CSP without inline scripts, no framing by others', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/m/home' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers to a foreign origin', async () => {
    const response = await platform.app.inject({
      method: 'OPTIONS',
      url: '/wps/session/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the bare origin and /m to the home page', async () => {
    expect((await platform.app.inject({ method: 'GET', url: '/' })).headers.location).toBe(
      '/m/home',
    );
    expect((await platform.app.inject({ method: 'GET', url: '/m' })).headers.location).toBe('/m/');
  });

  it('answers an unknown gateway path with a gateway error', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('documents every call in OpenAPI at /docs', async () => {
    const ui = await platform.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    const spec = await platform.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = spec.json<{ paths: Record<string, unknown> }>().paths;
    for (const call of ALL_CALLS) expect(paths, call.id).toHaveProperty([call.path]);
  });
});

describe('garbage at every route', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  const GARBAGE_QUERIES = [
    '?pageNo=-1&pageSize=abc&gameId=%00',
    '?' + 'x='.padEnd(3000, 'y'),
    '?launchMode[]=1&merchant[a]=b',
  ];
  const GARBAGE_BODIES: { payload: string; type: string }[] = [
    { payload: '{"not json', type: 'application/json' },
    { payload: '[1,2,3]', type: 'application/json' },
    { payload: '{"value":12,"nodeId":{"$gt":""},"amount":"NaN"}', type: 'application/json' },
    { payload: 'a=b&c', type: 'application/x-www-form-urlencoded' },
    { payload: '<xml/>', type: 'text/xml' },
  ];

  it.each(ALL_CALLS.map((call) => [call.id, call] as const))(
    '%s answers garbage with an envelope, never a 500',
    async (_id, call) => {
      const token = '0'.repeat(64);
      const attempts: { url: string; payload?: string; headers: Record<string, string> }[] =
        call.method === 'GET'
          ? GARBAGE_QUERIES.map((query) => ({ url: `${call.path}${query}`, headers: {} }))
          : GARBAGE_BODIES.map((body) => ({
              url: call.path,
              payload: body.payload,
              headers: { 'content-type': body.type, encryption: 'zz' },
            }));
      for (const attempt of attempts) {
        const response = await platform.app.inject({
          method: call.method,
          url: attempt.url,
          headers: { authorization: token, ...attempt.headers },
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
        });
        expect(response.statusCode, `${call.id} ${response.body}`).toBeLessThan(500);
        // Unknown parameters are dropped, so a public call may still succeed; a failure is an
        // envelope with a 4xx, and nothing is ever answered outside the contract's shapes.
        if (call.responseType === 'text' && response.statusCode === 200) continue;
        const body = response.json<{ success: boolean }>();
        expect(body.success, `${call.id} ${response.statusCode}`).toBe(response.statusCode === 200);
      }
    },
  );

  it('takes an empty JSON body as no body, where a call takes none', async () => {
    const token = await loginToken(platform.app, 'agent02', 'Agent1234!');
    for (const [method, url] of [
      ['POST', '/wps/session/renew'],
      ['DELETE', '/wps/session/logout'],
    ] as const) {
      const response = await platform.app.inject({
        method,
        url,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(200);
    }
    const poisoned = await platform.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '{"nodeId":"10001","vendor":"JL","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('answers bad input to a public call with 400 request_param_err', async () => {
    for (const call of ALL_CALLS.filter((c) => !c.needsToken && c.body && !c.encrypted)) {
      const response = await platform.app.inject({
        method: call.method,
        url: call.path,
        payload: [1, 2, 3],
      });
      expect(response.statusCode, call.id).toBe(400);
      expect(response.json(), call.id).toMatchObject({ errorCode: 'request_param_err' });
    }
  });
});

describe('the platform without a built app', () => {
  let platform: TestPlatform;

  // Started once, like every other platform of the suite, not inside the test's own time.
  beforeAll(async () => {
    platform = await startTestPlatform({ webRoot: join(tmpdir(), 'mweb-missing-web-root') });
  });
  afterAll(async () => platform.close());

  it('says how to build it instead of failing obscurely', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/m/home' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('nx build @mweb/mobile-web');
  });
});
