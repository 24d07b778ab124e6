/** Failures that happen before or instead of a gateway answer. */
export type ClientFailure = 'FETCH_ERROR' | 'TIMEOUT' | 'PARSE_ERROR' | 'CIPHER_ERROR';

/**
 * Every failed call, whatever went wrong: the gateway's own failure envelope (with the HTTP
 * status), or a client-side failure (network, time-out, unreadable answer, cipher).
 */
export interface ApiError {
  status: number | ClientFailure;
  /** The gateway's code (`login.not.session`, `#734`...), or `network.error`, `timeout`, `parse.error`, `cipher.error`. */
  errorCode: string;
  /** The gateway's localised message, or an English description of a client-side failure. */
  message: string;
  /** Whatever the failure carried, such as `{ captcha: true }` after a failed login. */
  value?: unknown;
  /** A rate-limited call (HTTP 429): how long to wait, from `Retry-After`, when it says. */
  retryAfterSeconds?: number;
}

/** The code of a call the gateway refused as too frequent (HTTP 429), the key call's included. */
export const RATE_LIMITED_CODE = 'rate.limited';

/** Narrows anything caught or returned to an ApiError, without a cast. */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'errorCode' in error &&
    typeof error.errorCode === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** Whether a failed login asked for the image captcha on the next attempt. */
export function asksForCaptcha(error: unknown): boolean {
  return (
    isApiError(error) &&
    typeof error.value === 'object' &&
    error.value !== null &&
    'captcha' in error.value &&
    error.value.captcha === true
  );
}
