import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFrom } from './config';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';

describe('the smaller holes', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({
      trustProxy: true,
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
    });
  });
  afterAll(async () => platform.close());
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('rate-limits the username and e-mail availability checks', async () => {
    for (const url of [
      '/wps/member/validate/username?username=someone',
      '/wps/member/validate/email?email=a%40b.cc',
    ]) {
      const statuses: number[] = [];
      for (let index = 0; index < 40; index += 1) {
        statuses.push((await platform.app.inject({ method: 'GET', url })).statusCode);
      }
      expect(statuses.slice(0, 30), url).toEqual(statuses.slice(0, 30).map(() => 200));
      expect(statuses.at(-1), url).toBe(429);
    }
  });

  it('keeps a member’s info and balance out of every cache', async () => {
    const token = await loginToken(platform.app, 'demo01', 'Demo1234!');
    for (const url of ['/wps/member/info', '/wps/v2/wallets/balance']) {
      const response = await platform.app.inject({
        method: 'GET',
        url,
        headers: { authorization: token },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toContain('no-store');
    }
  });

  it('sends HSTS over HTTPS only, and never for this machine’s own names', async () => {
    const status = (headers: Record<string, string>) =>
      platform.app.inject({ method: 'GET', url: '/wps/v2/system/status?device=MOBILE', headers });
    const https = await status({ host: 'games.example', 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await status({ host: 'games.example' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // A browser would refuse plain HTTP to every server on localhost for a year.
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const local = await status({ host, 'x-forwarded-proto': 'https' });
      expect(local.headers['strict-transport-security'], host).toBeUndefined();
    }
  });

  it('refuses a host name it does not answer for, as a DNS-rebinding page sends', async () => {
    const rebound = await platform.app.inject({
      method: 'POST',
      url: '/wps/session/renew',
      headers: { host: 'rebound.example:3000', origin: 'http://rebound.example:3000' },
    });
    expect(rebound.statusCode).toBe(421);
    const read = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
      headers: { host: 'rebound.example:3000' },
    });
    expect(read.statusCode).toBe(421);
    const local = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
      headers: { host: 'localhost:3000' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('answers for loopback names by default when bound to loopback, for any when opened up', () => {
    expect(configFrom({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(configFrom({ HOST: '0.0.0.0' }).allowedHosts).toBeUndefined();
    expect(
      configFrom({ HOST: '0.0.0.0', ALLOWED_HOSTS: 'demo.example, m.demo.example' }).allowedHosts,
    ).toEqual(['demo.example', 'm.demo.example']);
  });

  it('serves the API documentation outside production only', async () => {
    expect((await platform.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    vi.stubEnv('NODE_ENV', 'production');
    const production = await startTestPlatform();
    try {
      for (const url of ['/docs', '/docs/json']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });

  it('rate-limits trial game launches, each of which writes a session', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      const response = await platform.app.inject({
        method: 'GET',
        url: '/wps/relay/GCS_gameTrialLaunch?gameId=PG_001&nodeId=10081&platform=html5',
        remoteAddress: '10.20.30.40',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
