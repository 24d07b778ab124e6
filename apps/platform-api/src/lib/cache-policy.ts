import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The path prefix the mobile web app is served under. */
export const APP_BASE = '/m/';
/** The path prefix of the platform's generated images (game icons, banners, avatars). */
export const MEDIA_BASE = '/media/';

/** Build output named by its content never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell names the current build's assets, so it is checked on every load. */
export const REVALIDATE = 'no-cache';
/**
 * Media are named by id, not by content, so they are not immutable; 30 days is what Lighthouse's
 * cache audit counts as efficient, and the ETag keeps the check after that to a 304.
 */
export const MEDIA = 'public, max-age=2592000';

/** Vite's output under assets/: a name, a dash, an 8-character content hash, the extensions. */
const HASHED_ASSET = /^\/m\/assets\/.+-[\w-]{8,}(\.\w+)+$/;

/** The Cache-Control of a successful answer at `path`, or undefined where the route decides. */
export function cacheControlFor(path: string): string | undefined {
  if (path.startsWith(APP_BASE)) return HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE;
  if (path.startsWith(MEDIA_BASE)) return MEDIA;
  return undefined;
}

function entityTag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sets the cache headers of the built app and the media in onSend, where Fastify 5 covers static
 * files and route answers alike. @fastify/static already sends ETag and Last-Modified for files;
 * generated media get an ETag of their bytes here, and a request that names it is answered 304.
 */
export function installCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    const policy = cacheControlFor(path);
    if (policy === undefined) return payload;
    if (path.startsWith(MEDIA_BASE)) {
      // A missing image may appear later (a new game): only a found one is cached.
      if (reply.statusCode !== 200) return payload;
      void reply.header('Cache-Control', policy);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = entityTag(payload);
      void reply.header('ETag', etag);
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      void reply.code(304);
      return '';
    }
    void reply.header('Cache-Control', policy);
    return payload;
  });
}
