import { z } from 'zod';

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

/** A successful answer: HTTP 200, `{ success: true, value }`. */
export function successEnvelope<Value extends z.ZodType>(value: Value) {
  return z.object({ success: z.literal(true), value });
}

/** A failed answer, usually with a non-2xx status. `message` is already localised by the gateway. */
export const failureEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string().default(''),
  value: z.unknown().optional(),
});

export type FailureEnvelope = z.infer<typeof failureEnvelope>;

/** Either answer, for code that has not looked at `success` yet. */
export function envelope<Value extends z.ZodType>(value: Value) {
  return z.discriminatedUnion('success', [successEnvelope(value), failureEnvelope]);
}
