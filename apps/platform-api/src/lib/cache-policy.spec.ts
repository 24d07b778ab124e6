import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { cacheControlFor } from './cache-policy';

/** Lighthouse's cache audit passes a resource cached for at least 30 days. */
const THIRTY_DAYS = 30 * 24 * 60 * 60;

function maxAge(cacheControl: string | undefined): number {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '');
  return match?.[1] === undefined ? 0 : Number(match[1]);
}

describe('cache headers', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  it('caches a hashed asset for a year as immutable, with a validator', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/m/assets/index-Ab12Cd34.js',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeDefined();
  });

  it('revalidates index.html, whether asked for by name or as the folder', async () => {
    for (const url of ['/m/index.html', '/m/']) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag ?? response.headers['last-modified'], url).toBeDefined();
    }
  });

  it('revalidates the app shell answered for a page the server does not know', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/m/some/deep/page?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches a media file for 30 days and answers a request naming its ETag with a bare 304', async () => {
    const first = await platform.app.inject({ method: 'GET', url: '/media/banners/101.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(maxAge(first.headers['cache-control'])).toBeGreaterThanOrEqual(THIRTY_DAYS);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await platform.app.inject({
      method: 'GET',
      url: '/media/banners/101.svg',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const icon = await platform.app.inject({ method: 'GET', url: '/media/games/10001.png' });
    expect(icon.statusCode).toBe(200);
    expect(maxAge(icon.headers['cache-control'])).toBeGreaterThanOrEqual(THIRTY_DAYS);
    expect(icon.headers.etag).not.toBe(etag);
  });

  it('does not cache a media file that is not there', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/media/games/999999.png' });
    expect(response.statusCode).toBe(404);
    expect(maxAge(response.headers['cache-control'])).toBe(0);
  });
});

describe('the cache policy by path', () => {
  it('treats only content-hashed build output as immutable', () => {
    expect(cacheControlFor('/m/assets/home-DiwrgTda.js')).toContain('immutable');
    expect(cacheControlFor('/m/assets/home-DiwrgTda.js.map')).toContain('immutable');
    expect(cacheControlFor('/m/assets/logo.svg')).toBe('no-cache');
    expect(cacheControlFor('/m/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/m/manifest.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('/wps/v2/system/status')).toBeUndefined();
  });
});
