/** A mobile number typed at login is at most this long (SPEC.md section 9). */
export const MOBILE_MAX_LENGTH = 20;

/** The SMS code countdown when the server gives no expiry. */
export const DEFAULT_SMS_COUNTDOWN_SECONDS = 60;

/**
 * The mobile number as the gateway wants it: spaces and dashes typed for readability removed, and
 * one leading zero (the trunk prefix) stripped, since the country code travels separately.
 */
export function mobileForGateway(typed: string): string {
  const digits = typed.replace(/[\s-]/g, '');
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/**
 * Seconds the get-code button waits: expiredMinutes × 60 from the send-code answer, or 60 when
 * the answer has no usable expiry.
 */
export function smsCountdownSeconds(expiredMinutes: unknown): number {
  const minutes = typeof expiredMinutes === 'string' ? Number(expiredMinutes) : expiredMinutes;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) {
    return DEFAULT_SMS_COUNTDOWN_SECONDS;
  }
  return Math.round(minutes * 60);
}
