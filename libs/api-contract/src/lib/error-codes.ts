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

/**
 * An amount the platform will not book as sent: more decimals than the currency has (10.006), not
 * a finite number (5e-324 is below a cent, `1e-7` is written in powers), or not above zero. Our
 * definition (I): a gateway of the family rounds it, and the member is charged what they did not
 * ask for. Limits keep each call's own code (`deposit.amount.out.of.range`, ...).
 */
export const AMOUNT_INVALID_CODE = 'wallet.amount.invalid';

/** Error codes of our own definition, answered beside the family's. */
export const OWN_ERROR_CODES = [AMOUNT_INVALID_CODE] as const;
