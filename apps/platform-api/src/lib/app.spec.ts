import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelope, systemStatusValue } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from './app';

describe('the platform with a built app', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'mweb-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><title>mweb</title><div id="root"></div>',
    );
    writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
    app = await buildPlatform({ webRoot, sqliteFile: join(webRoot, 'test.db') });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers the status call in the contract envelope, uncached', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-cache');
    const body = envelope(systemStatusValue).parse(response.json());
    expect(body.success).toBe(true);
  });

  it('refuses a status call without device=MOBILE with a gateway error', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/v2/system/status' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('serves the app shell for any page under /m/, so the client router decides', async () => {
    for (const url of ['/m/', '/m/home', '/m/helpDetail?p=1&c=0', '/m/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable, and a missing asset as 404 rather than the shell', async () => {
    const asset = await app.inject({ method: 'GET', url: '/m/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/m/assets/gone-Zz99Yy88.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the bare origin and /m to the home page', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/m/home');
    expect((await app.inject({ method: 'GET', url: '/m' })).headers.location).toBe('/m/');
  });

  it('answers an unknown gateway path with a gateway error', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('the platform without a built app', () => {
  it('says how to build it instead of failing obscurely', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mweb-data-'));
    const app = await buildPlatform({ webRoot: join(tmpdir(), 'mweb-missing-web-root'), dataDir });
    const response = await app.inject({ method: 'GET', url: '/m/home' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('nx build @mweb/mobile-web');
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
