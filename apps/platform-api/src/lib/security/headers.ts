import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostNameOf, isLoopback, requestedHost } from './loopback';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A form posted from a frame sandboxed without `allow-same-origin` (the lottery page in the
     * app's /m/lotto-h5), whose browser sends `Origin: null`. Only for a route authorised by a
     * token in the form itself, never by a cookie, so a foreign page has nothing to ride on.
     */
    sandboxedForm?: boolean;
  }
}

/**
 * Scripts only from this origin (no inline script anywhere, the platform's own pages included);
 * inline styles are allowed for the app's dynamic theme; nobody may frame us but ourselves.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Set in onSend, where Fastify 5 lets every route (static files included) be covered.
 * `frameSources` names the other origins the app may frame (the lottery client's).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  frameSources: (request: FastifyRequest) => readonly string[] = () => [],
): void {
  app.addHook('onSend', async (request, reply) => {
    // Over HTTPS only (browsers ignore it over HTTP); behind a proxy, TRUST_PROXY makes
    // X-Forwarded-Proto count. Never for this machine's own names (a platform given a local
    // certificate): a browser would then refuse plain HTTP to every server on localhost for a year.
    if (request.protocol === 'https' && !isLoopback(hostNameOf(requestedHost(request.headers)))) {
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    void reply.header('X-Frame-Options', 'SAMEORIGIN');
    void reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    const frames = frameSources(request);
    void reply.header(
      'Content-Security-Policy',
      frames.length === 0
        ? CONTENT_SECURITY_POLICY
        : CONTENT_SECURITY_POLICY.replace(
            "frame-src 'self'",
            `frame-src 'self' ${frames.join(' ')}`,
          ),
    );
  });
}

/**
 * Same origin only: no CORS headers are ever sent, and a state-changing gateway call whose Origin
 * names another host is refused, so a foreign page cannot ride on the captcha cookie. With
 * `allowedHosts`, a request naming any other host is refused outright (421): a page whose DNS
 * rebinds its own name to this server sends its own name as Host and Origin, which match each
 * other but not the list. A route marked `sandboxedForm` also takes the opaque origin (`null`) of
 * a sandboxed frame's form.
 */
export function installSameOriginGuard(
  app: FastifyInstance,
  allowedHosts?: readonly string[],
): void {
  const allowed = allowedHosts?.map(hostNameOf);
  app.addHook('onRequest', async (request, reply) => {
    if (allowed && !allowed.includes(hostNameOf(requestedHost(request.headers)))) {
      await reply.code(421).send({
        success: false,
        errorCode: 'function.not.available',
        message: 'This server does not answer for that host name.',
      });
      return;
    }
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '') return;
    if (origin === 'null' && request.routeOptions.config.sandboxedForm === true) return;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== requestedHost(request.headers)) {
      await reply.code(403).send({
        success: false,
        errorCode: 'function.not.available',
        message: 'Cross-origin calls are not accepted.',
      });
    }
  });
}
