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

/** A stored one-use code, whichever way it was sent. */
interface StoredCode {
  id: number;
  code: string;
  expires_at: number;
  attempts: number;
  used: number;
}

/**
 * Where one kind of code is kept: SMS codes per number, e-mail codes per member. The rules (one
 * code a minute, a lifetime, a limit of tries, one use) are the same for both and live below.
 */
interface CodeStore<Row extends StoredCode = StoredCode> {
  /** `sms` or `email`: the prefix of the error codes (`sms.code.invalid`, `email.code.invalid`). */
  channel: 'sms' | 'email';
  sentSince(since: number): Promise<boolean>;
  insert(code: string, createdAt: number, expiresAt: number): Promise<void>;
  latest(): Promise<Row | undefined>;
  update(id: number, change: { attempts: number } | { used: 1 }): Promise<void>;
}

/** Writes a fresh code to the store, at most one a minute. */
async function issueCode(platform: Platform, store: CodeStore) {
  const now = platform.now();
  if (await store.sentSince(now - SMS_RESEND_SECONDS * 1000)) {
    throw new GatewayError(
      429,
      `${store.channel}.send.too.often`,
      'Please wait before asking for another code.',
    );
  }
  const expiresAt = now + SMS_EXPIRY_MINUTES * 60_000;
  await store.insert(String(randomInt(1_000_000)).padStart(6, '0'), now, expiresAt);
  return {
    expiredMinutes: SMS_EXPIRY_MINUTES,
    maxAttemptTimes: SMS_MAX_ATTEMPTS,
    expirationTime: expiresAt,
  };
}

/**
 * Checks a code against the latest one in the store. Every wrong try counts; after the limit the
 * code is dead. `consume` spends a right code, so it cannot be replayed. `matches` is false when
 * the latest code was sent for something else (another e-mail address): a wrong try all the same.
 */
async function checkCode<Row extends StoredCode>(
  platform: Platform,
  store: CodeStore<Row>,
  code: string,
  consume: boolean,
  matches: (latest: Row) => boolean = () => true,
): Promise<void> {
  const invalid = () =>
    new GatewayError(400, `${store.channel}.code.invalid`, 'Verification code error');
  const latest = await store.latest();
  if (!latest || latest.used === 1 || latest.attempts >= SMS_MAX_ATTEMPTS) throw invalid();
  if (latest.expires_at <= platform.now()) {
    throw new GatewayError(
      400,
      `${store.channel}.code.expired`,
      'The verification code has expired.',
    );
  }
  if (!matches(latest) || !sameText(latest.code, code)) {
    await store.update(latest.id, { attempts: latest.attempts + 1 });
    throw invalid();
  }
  if (consume) await store.update(latest.id, { used: 1 });
}

/** The SMS codes of one number (the platform's stand-in for an SMS gateway is the outbox). */
function smsStore(
  platform: Platform,
  mobileRaw: string,
  dialingCodeRaw: string | undefined,
  purpose = '',
): CodeStore {
  const mobile = normaliseMobile(mobileRaw);
  const dialingCode = normaliseDialingCode(dialingCodeRaw);
  const ofNumber = platform.db
    .selectFrom('sms_codes')
    .where('mobile', '=', mobile)
    .where('country_dialing_code', '=', dialingCode);
  return {
    channel: 'sms',
    sentSince: async (since) =>
      (await ofNumber.select('id').where('created_at', '>', since).executeTakeFirst()) !==
      undefined,
    insert: async (code, createdAt, expiresAt) => {
      await platform.db
        .insertInto('sms_codes')
        .values({
          mobile,
          country_dialing_code: dialingCode,
          purpose,
          code,
          created_at: createdAt,
          expires_at: expiresAt,
          attempts: 0,
          used: 0,
        })
        .execute();
    },
    latest: () => ofNumber.selectAll().orderBy('id', 'desc').executeTakeFirst(),
    update: async (id, change) => {
      await platform.db.updateTable('sms_codes').set(change).where('id', '=', id).execute();
    },
  };
}

/** An e-mail address as codes and bindings compare it: trimmed, in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A member's e-mail codes: the latest one counts, for the address it was sent to. */
function emailStore(
  platform: Platform,
  memberId: number,
  emailRaw = '',
  purpose = '',
): CodeStore<StoredCode & { email: string }> {
  const ofMember = platform.db.selectFrom('email_codes').where('member_id', '=', memberId);
  return {
    channel: 'email',
    sentSince: async (since) =>
      (await ofMember.select('id').where('created_at', '>', since).executeTakeFirst()) !==
      undefined,
    insert: async (code, createdAt, expiresAt) => {
      await platform.db
        .insertInto('email_codes')
        .values({
          member_id: memberId,
          email: normaliseEmail(emailRaw),
          purpose,
          code,
          created_at: createdAt,
          expires_at: expiresAt,
          attempts: 0,
          used: 0,
        })
        .execute();
    },
    latest: () => ofMember.selectAll().orderBy('id', 'desc').executeTakeFirst(),
    update: async (id, change) => {
      await platform.db.updateTable('email_codes').set(change).where('id', '=', id).execute();
    },
  };
}

/** Writes a fresh code to the outbox (the platform's stand-in for an SMS gateway). */
export async function sendSmsCode(
  platform: Platform,
  mobileRaw: string,
  dialingCodeRaw: string | undefined,
  purpose: string,
) {
  return issueCode(platform, smsStore(platform, mobileRaw, dialingCodeRaw, purpose));
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
  await checkCode(platform, smsStore(platform, mobileRaw, dialingCodeRaw), code, consume);
}

/** Writes a fresh code for an address a member wants to bind to the e-mail outbox. */
export async function sendEmailCode(
  platform: Platform,
  memberId: number,
  email: string,
  purpose: string,
) {
  return issueCode(platform, emailStore(platform, memberId, email, purpose));
}

/**
 * Checks and spends the member's latest e-mail code, which must have been sent to this very
 * address: a code for one address never binds another.
 */
export async function consumeEmailCode(
  platform: Platform,
  memberId: number,
  email: string,
  code: string,
): Promise<void> {
  const address = normaliseEmail(email);
  await checkCode(
    platform,
    emailStore(platform, memberId),
    code,
    true,
    (latest) => latest.email === address,
  );
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

/** The latest 10 codes sent to an address, newest first (the development e-mail outbox). */
export async function listSentEmailCodes(platform: Platform, email: string) {
  return platform.db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
}
