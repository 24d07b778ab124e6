import { ROUTES, type RouteId } from '@mweb/api-contract/testing';
import { type GatewayRoute } from '@mweb/api-contract';
import { FIXTURES_BY_CALL } from '@mweb/api-contract/fixtures';
import { http, HttpResponse, type HttpHandler } from 'msw';

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** A route, given itself or by its contract id (features name calls by id: they do not import the contract). */
function routeFrom(call: GatewayRoute | RouteId): GatewayRoute {
  return typeof call === 'string' ? ROUTES[call] : call;
}

/** A handler that answers one contract call with a success envelope around `value`. */
export function answer(call: GatewayRoute | RouteId, value: unknown, origin = ''): HttpHandler {
  const route = routeFrom(call);
  return methods[route.method](`${origin}${route.path}`, () =>
    HttpResponse.json({ success: true, value }),
  );
}

/**
 * A handler that answers a call with its contract fixture changed by `changes`: a test names only
 * what its case is about (a member with no card yet) instead of spelling out the whole answer.
 */
export function answerLike(
  call: RouteId,
  changes: Readonly<Record<string, unknown>>,
  origin = '',
): HttpHandler {
  const fixture = FIXTURES_BY_CALL[call];
  if (typeof fixture !== 'object' || fixture === null || Array.isArray(fixture))
    throw new Error(`The fixture of ${call} is not an object to change.`);
  return answer(call, { ...fixture, ...changes }, origin);
}

/** A handler that answers one contract call with the gateway's failure envelope. */
export function fail(
  call: GatewayRoute | RouteId,
  failure: { errorCode: string; message?: string; value?: unknown; status?: number },
  origin = '',
): HttpHandler {
  const route = routeFrom(call);
  return methods[route.method](`${origin}${route.path}`, () =>
    HttpResponse.json(
      {
        success: false,
        errorCode: failure.errorCode,
        message: failure.message ?? '',
        value: failure.value,
      },
      { status: failure.status ?? 400 },
    ),
  );
}

/**
 * MSW handlers answering every call that has a contract fixture, for component tests and
 * stories; add `answer` or `fail` handlers in front of them for the state a test needs.
 */
export function gatewayHandlers(origin = ''): HttpHandler[] {
  return Object.entries(FIXTURES_BY_CALL).flatMap(([id, value]) => {
    const route = (ROUTES as Record<string, GatewayRoute>)[id];
    return route ? [answer(route, value, origin)] : [];
  });
}

/** A call the gateway holds: `asked` settles when the request arrives, `release()` answers it. */
export interface HeldAnswer {
  handler: HttpHandler;
  asked: Promise<void>;
  release: () => void;
}

/** Holds one contract call until the test releases it, then answers `value`: a slow gateway. */
export function holdAnswer(call: GatewayRoute | RouteId, value: unknown, origin = ''): HeldAnswer {
  const route = routeFrom(call);
  let arrived: (() => void) | undefined;
  let release: (() => void) | undefined;
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = methods[route.method](`${origin}${route.path}`, async () => {
    arrived?.();
    await released;
    return HttpResponse.json({ success: true, value });
  });
  return { handler, asked, release: () => release?.() };
}
