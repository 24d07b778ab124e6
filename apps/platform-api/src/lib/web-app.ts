import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_BASE } from './cache-policy';

/**
 * Serves the built app at /m/: files as they are (or their precompressed copies), and index.html
 * for every other /m/ path so that the client-side router decides (it sends unknown paths to the home page). Their cache headers
 * come from cache-policy.ts.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = join(webRoot, 'index.html');
  const built = existsSync(indexFile);

  app.get('/', (_request, reply) => reply.redirect(`${APP_BASE}home`));
  app.get('/m', (_request, reply) => reply.redirect(APP_BASE));

  if (!built) {
    app.log.warn(`No built app in ${webRoot}: run "npx nx build @mweb/mobile-web".`);
    app.get(`${APP_BASE}*`, (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The mobile web app is not built yet. Run: npx nx build @mweb/mobile-web'),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: APP_BASE,
    wildcard: true,
    index: ['index.html'],
    // The build writes a brotli and a gzip copy beside each file worth compressing; a browser that
    // takes one gets it as it is, and @fastify/compress leaves an encoded answer alone (it still
    // compresses the files that have no copy). Either way the bytes depend on Accept-Encoding, which
    // a cache between must know (@fastify/static does not say so for a copy).
    preCompressed: true,
    setHeaders: (response) => {
      response.setHeader('Vary', 'accept-encoding');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A page is a path without an extension or with `.html` (SPEC.md §2 names /m/register.html and
    // /m/index.html; the client router maps them, unknown ones to home). Any other missing file
    // (a script, an image) stays 404, so a broken asset is never answered with HTML.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path.startsWith(APP_BASE) &&
      (!/\.\w+$/.test(path) || /\.html$/i.test(path));
    if (wantsPage) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    if (path.startsWith('/wps/') || path.startsWith('/lgw/')) {
      return reply.code(404).send({
        success: false,
        errorCode: 'function.not.available',
        message: 'Unknown gateway call.',
      });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
