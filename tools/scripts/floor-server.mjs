// The floor app (tools/perf/floor) served the way the platform serves the product, for the
// benchmarks that run the two side by side (lighthouse.mjs, tools/perf/main-thread-benchmark.mjs).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BROTLI_4 = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * The floor app's dist served the way the platform serves the product: a file's brotli or gzip copy
 * where the build wrote one and the browser takes it, else the file compressed as it is sent
 * (brotli 4, as @fastify/compress, from 1 kB); a year for hashed assets; index.html for every route;
 * with a certificate, over HTTPS with HTTP/2 as the platform given one; with the headers the
 * platform gives a page (floor-headers.mjs).
 */
export function serveFloor(dist, port, certificate, headers) {
  const handle = (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://floor').pathname);
    let file = resolve(dist, `.${path}`);
    if (!file.startsWith(dist + sep) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find((name) => new RegExp(`\\b${name}\\b`).test(accepted));
    const copy = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const original = readFileSync(file);
    let body = original;
    if (copy && existsSync(copy)) body = readFileSync(copy);
    else if (encoding === 'br' && original.length >= 1024)
      body = brotliCompressSync(original, BROTLI_4);
    else if (encoding === 'gzip' && original.length >= 1024) body = gzipSync(original);
    response.writeHead(200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'accept-encoding',
      ...(body !== original ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(body);
  };
  const server = certificate
    ? createSecureServer({ allowHTTP1: true, cert: certificate.cert, key: certificate.key }, handle)
    : createServer(handle);
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
