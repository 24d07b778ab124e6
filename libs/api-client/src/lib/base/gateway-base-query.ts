// The one transport for every gateway call (GATEWAY.md sections 1 to 3). It adds the headers,
// encrypts what the contract marks encrypted, unwraps the envelope, turns every failure into one
// ApiError, aborts on time-out, retries an idempotent GET once after a network failure, throttles
// the calls the spec throttles, and reports an expired session. It shows nothing and navigates
// nowhere: toasts and redirects are the app's listeners' business.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  ACCOUNT_RSA_KEY,
  SESSION_EXPIRED_CODE,
  type GatewayRoute,
} from '@mweb/api-contract/client';
import type { PreferencesState } from '../preferences/preferences.slice';
import { sessionExpired, type SessionState } from '../session/session.slice';
import type { SiteState } from '../site/site.slice';
import { RATE_LIMITED_CODE, type ApiError } from './api-error';
import { nextTask } from '../scheduling/scheduling';

/** What an endpoint asks the base query for. */
export interface GatewayArgs {
  route: GatewayRoute;
  /** Query parameters for a GET, the body otherwise (encrypted when the route says so). */
  data?: unknown;
  /** Milliseconds before the call is abandoned; 30 s unless the endpoint says otherwise. */
  timeoutMs?: number;
  /** A multipart route's file parts, by field name, sent beside `data`'s fields. */
  files?: Readonly<Record<string, readonly Blob[]>>;
}

/** The state the transport reads: who is logged in, which merchant, which language. */
export interface GatewayState {
  session: SessionState;
  site: SiteState;
  preferences: PreferencesState;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const LOTTERY_LAUNCH_TIMEOUT_MS = 10_000;

/** Calls the spec throttles: repeats of the same call within the window share the first answer. */
export const THROTTLE_MS: Readonly<Record<string, number>> = {
  'content.markAnnouncementRead': 150,
  'messages.inboxUnreadCount': 250,
};

/** The throttled calls that read: a change the app makes ends the sharing of their answers. */
const READ_THROTTLES: ReadonlySet<string> = new Set(['messages.inboxUnreadCount']);

export interface GatewayBaseQueryOptions {
  /** The user agent sent as `X-Real-UA` (Base64); none when the platform has no navigator. */
  userAgent?: () => string | undefined;
  now?: () => number;
  cipherKey?: () => string;
}

class TimeoutError extends Error {}

/** Seconds to wait from a `Retry-After` header (seconds, or an HTTP date); none when it says nothing usable. */
export function retryAfterSecondsOf(header: string | null, now: number): number | undefined {
  const text = header?.trim() ?? '';
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** A call (or the key call before it) that the gateway refused as too frequent. */
function rateLimited(response: Response, now: number): { error: ApiError } {
  const retryAfterSeconds = retryAfterSecondsOf(response.headers.get('Retry-After'), now);
  return {
    error: {
      status: 429,
      errorCode: RATE_LIMITED_CODE,
      message: 'Too many attempts.',
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    },
  };
}

function failure(
  status: ApiError['status'],
  errorCode: string,
  message: string,
  value?: unknown,
): { error: ApiError } {
  return {
    error:
      value === undefined ? { status, errorCode, message } : { status, errorCode, message, value },
  };
}

function entriesOf(data: unknown): [string, string][] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return [[key, value.map(String).join(',')]];
    return [
      [
        key,
        typeof value === 'object'
          ? JSON.stringify(value)
          : String(value as string | number | boolean),
      ],
    ];
  });
}

function defaultUserAgent(): string | undefined {
  try {
    return typeof navigator === 'undefined' ? undefined : btoa(navigator.userAgent);
  } catch {
    // btoa refuses characters outside Latin-1; the header is informative, so leave it out.
    return undefined;
  }
}

/** fetch with a deadline that also follows the caller's own abort signal. */
async function fetchWithDeadline(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  outer: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outer.reason);
  // Cancelled before it was sent (the call waits a task first): no abort event will come.
  if (outer.aborted) onOuterAbort();
  else outer.addEventListener('abort', onOuterAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new TimeoutError(`No answer within ${timeoutMs} ms.`);
    throw error;
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', onOuterAbort);
  }
}

export function createGatewayBaseQuery(
  options: GatewayBaseQueryOptions = {},
): BaseQueryFn<GatewayArgs, unknown, ApiError> {
  const userAgent = options.userAgent ?? defaultUserAgent;
  // Read at each call, so that a test's fake clock governs the throttles.
  const now = options.now ?? (() => Date.now());
  type Shared = Map<
    string,
    { at: number; result: Promise<{ data: unknown } | { error: ApiError }> }
  >;
  // Sharing is per store, keyed by the store's dispatch (one per store): two apps on one page,
  // such as two stories run in turn, must never answer each other's calls.
  const recentByStore = new WeakMap<object, Shared>();
  const recentOf = (dispatch: object): Shared => {
    let shared = recentByStore.get(dispatch);
    if (!shared) {
      shared = new Map();
      recentByStore.set(dispatch, shared);
    }
    return shared;
  };

  const send = async (
    args: GatewayArgs,
    state: GatewayState,
    signal: AbortSignal,
    dispatch: (action: unknown) => unknown,
  ) => {
    // The request is built and sent in a task of its own. A render's effects start several
    // calls at once, and each costs the main thread a few milliseconds to send (fetch itself
    // most of it): in the effects' own task, they made one long task of them all.
    await nextTask();
    const { route } = args;
    const origin = state.site.gatewayOrigin;
    const timeoutMs = args.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const headers = new Headers({
      Merchant: state.site.merchantCode,
      Language: state.preferences.language.toUpperCase(),
    });
    if (state.session.token) headers.set('Authorization', state.session.token);
    const realUa = userAgent();
    if (realUa) headers.set('X-Real-UA', realUa);
    if (route.sendsDevice && state.site.device) headers.set('Device', state.site.device);
    if (route.moduleId) headers.set('ModuleId', route.moduleId);
    if (route.noCache) headers.set('Cache-Control', 'no-cache');

    let url = `${origin}${route.path}`;
    let body: string | FormData | undefined;
    if (route.method === 'GET') {
      const query = new URLSearchParams(entriesOf(args.data)).toString();
      if (query) url += `?${query}`;
    } else if (route.encrypted) {
      // A fresh key for every encrypted call; without it the call fails and nothing is sent in clear.
      let modulus: string;
      // crypto-js arrives with the first encrypted call, not with the first page; it downloads
      // while the key is fetched.
      const cipherModule = import('@mweb/api-contract/cipher');
      // A failed download is reported where the module is awaited, not as an unhandled rejection.
      cipherModule.catch(() => undefined);
      try {
        const keyResponse = await fetchWithDeadline(
          `${origin}${ACCOUNT_RSA_KEY.path}?_=${now()}`,
          {
            headers: { Merchant: state.site.merchantCode, 'Cache-Control': 'no-cache' },
            cache: 'no-store',
            credentials: 'include',
          },
          timeoutMs,
          signal,
        );
        // A rate-limited key call is the gateway saying "wait", not a broken cipher.
        if (keyResponse.status === 429) return rateLimited(keyResponse, now());
        if (!keyResponse.ok) throw new Error(`The key call answered ${keyResponse.status}.`);
        modulus = (await keyResponse.text()).trim();
        const cipher = await cipherModule;
        const key = options.cipherKey?.() ?? cipher.randomCipherKey();
        const encryption = cipher.rsaEncryptKey(key, modulus);
        const value = cipher.desEncrypt(JSON.stringify(args.data ?? {}), key);
        headers.set('Encryption', encryption);
        headers.set('X-Digest', value);
        headers.set('X-RSA', modulus);
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify({ value });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return failure(
          'CIPHER_ERROR',
          'cipher.error',
          `Could not encrypt the request, so nothing was sent (${reason}).`,
        );
      }
    } else if (route.bodyEncoding === 'form') {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(entriesOf(args.data)).toString();
    } else if (route.bodyEncoding === 'multipart') {
      // No Content-Type of our own: the browser writes it with the parts' boundary.
      const form = new FormData();
      for (const [key, value] of entriesOf(args.data)) form.append(key, value);
      for (const [field, blobs] of Object.entries(args.files ?? {}))
        for (const blob of blobs) form.append(field, blob);
      body = form;
    } else if (args.data !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(args.data);
    }

    const init: RequestInit = {
      method: route.method,
      headers,
      body,
      credentials: 'include',
      cache: route.noCache ? 'no-store' : 'default',
    };

    let response: Response;
    try {
      response = await fetchWithDeadline(url, init, timeoutMs, signal);
    } catch (error) {
      if (error instanceof TimeoutError) return failure('TIMEOUT', 'timeout', error.message);
      if (signal.aborted) return failure('FETCH_ERROR', 'aborted', 'The request was cancelled.');
      // A GET changes nothing, so one more try is safe; a mutation might have landed, so never.
      if (route.method !== 'GET')
        return failure('FETCH_ERROR', 'network.error', 'The network failed.');
      try {
        response = await fetchWithDeadline(url, init, timeoutMs, signal);
      } catch (retryError) {
        if (retryError instanceof TimeoutError)
          return failure('TIMEOUT', 'timeout', retryError.message);
        return failure('FETCH_ERROR', 'network.error', 'The network failed twice.');
      }
    }

    if (response.status === 429) return rateLimited(response, now());

    let text: string;
    try {
      text = await response.text();
    } catch {
      return failure('FETCH_ERROR', 'network.error', 'The answer was cut off.');
    }
    if (route.responseType === 'text' && response.ok) return { data: text.trim() };

    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return response.ok
        ? failure('PARSE_ERROR', 'parse.error', 'The answer was not JSON.')
        : failure(
            response.status,
            `http.${response.status}`,
            response.statusText || 'The gateway failed.',
          );
    }
    if (typeof parsed === 'object' && parsed !== null && 'success' in parsed) {
      if (parsed.success === true) return { data: 'value' in parsed ? parsed.value : null };
      const errorCode =
        'errorCode' in parsed && typeof parsed.errorCode === 'string'
          ? parsed.errorCode
          : `http.${response.status}`;
      const message =
        'message' in parsed && typeof parsed.message === 'string' ? parsed.message : '';
      if (errorCode === SESSION_EXPIRED_CODE) dispatch(sessionExpired());
      return failure(
        response.ok ? 200 : response.status,
        errorCode,
        message,
        'value' in parsed ? parsed.value : undefined,
      );
    }
    return response.ok
      ? failure('PARSE_ERROR', 'parse.error', 'The answer was not a gateway envelope.')
      : failure(
          response.status,
          `http.${response.status}`,
          response.statusText || 'The gateway failed.',
        );
  };

  const forgetSharedReads = (recent: Shared) => {
    for (const key of recent.keys())
      if (READ_THROTTLES.has(key.split(' ')[0] ?? '')) recent.delete(key);
  };

  return (args, api) => {
    const state = api.getState() as GatewayState;
    const window = THROTTLE_MS[args.route.id];
    if (window === undefined) {
      const result = send(args, state, api.signal, api.dispatch);
      // A change (a message read or deleted) makes every shared read answer stale: the count
      // asked for right after it must come from the server, not from before the change.
      if (args.route.method !== 'GET')
        void result.then(() => forgetSharedReads(recentOf(api.dispatch)));
      return result;
    }
    const recent = recentOf(api.dispatch);
    const key = `${args.route.id} ${JSON.stringify(args.data ?? null)} ${state.session.token ?? ''}`;
    const last = recent.get(key);
    if (last && now() - last.at < window) return last.result;
    const result = send(args, state, api.signal, api.dispatch);
    for (const [oldKey, entry] of recent) if (now() - entry.at >= window) recent.delete(oldKey);
    recent.set(key, { at: now(), result });
    return result;
  };
}

export const gatewayBaseQuery = createGatewayBaseQuery();
