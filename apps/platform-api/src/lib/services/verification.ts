import { randomInt, timingSafeEqual } from 'node:crypto';
import { GatewayError } from '../gateway/gateway-error';
import { randomCaptchaText } from '../security/captcha-image';
import type { Platform } from './platform';

export const SMS_EXPIRY_MINUTES = 5;
export const SMS_MAX_ATTEMPTS = 5;
/** One code per number per minute: the client's countdown is 60 s too. */
export const SMS_RESEND_SECONDS = 60;
const CAPTCHA_LIFETIME_MS = 5 * 60_000;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A leading zero is a national prefix, not part of the number (SPEC.md section 5). */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/^0/, '');
}

export function normaliseDialingCode(code: string | undefined): string {
  return (code ?? '84').replace(/^\+/, '');
}

/** Writes a fresh code to the outbox (the platform's stand-in for an SMS gateway). */
export async function sendSmsCode(
  platform: Platform,
  mobileRaw: string,
  dialingCodeRaw: string | undefined,
  purpose: string,
) {
  const mobile = normaliseMobile(mobileRaw);
  const dialingCode = normaliseDialingCode(dialingCodeRaw);
  const now = platform.now();
  const recent = await platform.db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('mobile', '=', mobile)
    .where('country_dialing_code', '=', dialingCode)
    .where('created_at', '>', now - SMS_RESEND_SECONDS * 1000)
    .executeTakeFirst();
  if (recent) {
    throw new GatewayError(
      429,
      'sms.send.too.often',
      'Please wait before asking for another code.',
    );
  }
  const expiresAt = now + SMS_EXPIRY_MINUTES * 60_000;
  await platform.db
    .insertInto('sms_codes')
    .values({
      mobile,
      country_dialing_code: dialingCode,
      purpose,
      code: String(randomInt(1_000_000)).padStart(6, '0'),
      created_at: now,
      expires_at: expiresAt,
      attempts: 0,
      used: 0,
    })
    .execute();
  return {
    expiredMinutes: SMS_EXPIRY_MINUTES,
    maxAttemptTimes: SMS_MAX_ATTEMPTS,
    expirationTime: expiresAt,
  };
}

/**
 * Checks a code against the latest one sent to the number. Every wrong try counts; after the
 * limit the code is dead. `consume` spends a right code, so it cannot be replayed.
 */
export async function checkSmsCode(
  platform: Platform,
  mobileRaw: string,
  dialingCodeRaw: string | undefined,
  code: string,
  consume: boolean,
): Promise<void> {
  const mobile = normaliseMobile(mobileRaw);
  const latest = await platform.db
    .selectFrom('sms_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('country_dialing_code', '=', normaliseDialingCode(dialingCodeRaw))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest || latest.used === 1 || latest.attempts >= SMS_MAX_ATTEMPTS) {
    throw new GatewayError(400, 'sms.code.invalid', 'Verification code error');
  }
  if (latest.expires_at <= platform.now()) {
    throw new GatewayError(400, 'sms.code.expired', 'The verification code has expired.');
  }
  if (!sameText(latest.code, code)) {
    await platform.db
      .updateTable('sms_codes')
      .set({ attempts: latest.attempts + 1 })
      .where('id', '=', latest.id)
      .execute();
    throw new GatewayError(400, 'sms.code.invalid', 'Verification code error');
  }
  if (consume) {
    await platform.db
      .updateTable('sms_codes')
      .set({ used: 1 })
      .where('id', '=', latest.id)
      .execute();
  }
}

/** A new image code for the caller's cookie; any earlier one for that cookie is replaced. */
export async function issueCaptcha(platform: Platform, cookieId: string): Promise<string> {
  const text = randomCaptchaText();
  const expiresAt = platform.now() + CAPTCHA_LIFETIME_MS;
  await platform.db
    .insertInto('captchas')
    .values({ cookie_id: cookieId, text, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict.column('cookie_id').doUpdateSet({ text, expires_at: expiresAt }),
    )
    .execute();
  return text;
}

/** Single use: the stored code is deleted whether the answer is right or wrong. */
export async function consumeCaptcha(
  platform: Platform,
  cookieId: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!cookieId) return false;
  const stored = await platform.db
    .deleteFrom('captchas')
    .where('cookie_id', '=', cookieId)
    .returning(['text', 'expires_at'])
    .executeTakeFirst();
  return (
    stored !== undefined &&
    answer !== undefined &&
    stored.expires_at > platform.now() &&
    sameText(stored.text, answer)
  );
}

export async function currentCaptcha(platform: Platform, cookieId: string) {
  return platform.db
    .selectFrom('captchas')
    .select('text')
    .where('cookie_id', '=', cookieId)
    .executeTakeFirst();
}

/** The latest 10 codes sent to a number, newest first (the development outbox). */
export async function listSentSmsCodes(platform: Platform, mobile: string) {
  return platform.db
    .selectFrom('sms_codes')
    .selectAll()
    .where('mobile', '=', normaliseMobile(mobile))
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
}
