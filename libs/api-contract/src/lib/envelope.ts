import { z } from 'zod';

export {
  AMOUNT_INVALID_CODE,
  GATEWAY_ERROR_CODES,
  OWN_ERROR_CODES,
  SESSION_EXPIRED_CODE,
} from './error-codes';
export type { GatewayErrorCode } from './error-codes';

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
