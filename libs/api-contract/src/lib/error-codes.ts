// Kept apart from the envelope's schemas so that a client can name an error code without
// bundling zod.

/** Error codes every gateway of this family may answer with (GATEWAY.md section 2). */
export const GATEWAY_ERROR_CODES = [
  'login.not.session',
  'user.or.token.invalid',
  'CUSTOMER_NOT_LOGIN',
  'token_ip_different',
  'login_verify_required',
  'login_blocked_by_self_exclusion',
  'TOO_MANY_REQUEST',
  'function.not.available',
  'request_body_required',
  'request_param_err',
  'domain_not_available',
  'merchant.acct.setup.err',
  '#727',
  '#734',
] as const;

export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

/** The session is gone: the client clears it and asks the member to log in again. */
export const SESSION_EXPIRED_CODE = 'login.not.session' satisfies GatewayErrorCode;
