import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayError } from '../gateway/gateway-error';
import type { Member } from '../gateway/register-call';
import { randomId } from '../security/tokens';
import { markFirstLoginDone } from '../services/member-profile';
import { assertMayLogin } from '../services/safer-gambling';
import type { Platform } from '../services/platform';
import { openSession } from '../services/sessions';
import { isSlideCheckOn } from '../services/site';
import { verifySlide } from '../services/slide-check';

/** The cookie the image code is bound to. */
export const CAPTCHA_COOKIE = 'mweb_captcha';

/** Login and registration limits per client address, per minute. */
export const RATE_LIMITS = {
  login: { max: 30, timeWindow: 60_000 },
  captcha: { max: 60, timeWindow: 60_000 },
  sms: { max: 10, timeWindow: 60_000 },
  register: { max: 20, timeWindow: 60_000 },
  /** Name and e-mail availability: enough for a form typed by hand, not for walking a list. */
  availability: { max: 30, timeWindow: 60_000 },
};

export function captchaCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[CAPTCHA_COOKIE];
  return value && /^[\w-]{16,64}$/.test(value) ? value : undefined;
}

export function ensureCaptchaCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = captchaCookie(request);
  if (existing) return existing;
  const id = randomId();
  void reply.setCookie(CAPTCHA_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  return id;
}

/** The cookie that ties trial names to the browser they were made for. */
export const TRIAL_COOKIE = 'mweb_trial';
/** A trial claim outlives a visit: the stored trialName is for coming back (30 days). */
const TRIAL_COOKIE_SECONDS = 30 * 24 * 3600;

export function trialCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[TRIAL_COOKIE];
  return value && /^[\w-]{32,64}$/.test(value) ? value : undefined;
}

/** The browser's trial claim, made on its first trial account and kept for the next ones. */
export function ensureTrialCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = trialCookie(request);
  if (existing) return existing;
  const claim = randomId(32);
  void reply.setCookie(TRIAL_COOKIE, claim, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: TRIAL_COOKIE_SECONDS,
  });
  return claim;
}

/**
 * The slide check: a form that shows it (username login, registration by username) must send a
 * solved challenge whenever the check is on (the `slideCheck` setting, on unless switched off);
 * a `slideId` sent anyway is checked all the same. Single use, right or wrong.
 */
export async function requireSlidePassed(
  platform: Platform,
  body: { slideId?: string | undefined; slideOffset?: number | undefined },
  shown: boolean,
): Promise<void> {
  const required = shown && (await isSlideCheckOn(platform));
  if (body.slideId === undefined && !required) return;
  if (!(await verifySlide(platform, body.slideId, body.slideOffset))) {
    throw new GatewayError(400, 'slide.check.failed', 'The slide check failed; try again.');
  }
}

/** Opens a session for a member who just logged in or registered: the login answer. */
export async function loginAnswer(platform: Platform, member: Member) {
  // A break or a self-exclusion refuses every way in, naming its end (checked by the platform,
  // whatever the app shows).
  await assertMayLogin(platform, member.id);
  const token = await openSession(platform, member.id);
  if (member.first_time_login === 1) await markFirstLoginDone(platform, member.id);
  return {
    token,
    id: member.id,
    userName: member.username,
    type: member.type,
    firstTimeLogin: member.first_time_login === 1,
  };
}
