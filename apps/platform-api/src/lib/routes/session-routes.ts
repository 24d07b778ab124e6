import { randomBytes } from 'node:crypto';
import { account } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, GatewayError, notAvailable } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { renderCaptchaPng } from '../security/captcha-image';
import { maskMobile } from './security-routes';
import { hashPassword, verifyPassword } from '../security/passwords';
import { endGames } from '../services/game-sessions';
import { clearLoginFailures, countLoginAttempt } from '../services/login-failures';
import {
  claimTrialMember,
  createTrialMember,
  findClaimedTrialMember,
  findMemberByMobile,
  findMemberByUsername,
} from '../services/members';
import type { MemberRow, Platform } from '../services/platform';
import { openSession, renewSession, revokeSession } from '../services/sessions';
import { issueSlideChallenge } from '../services/slide-check';
import {
  checkSmsCode,
  consumeCaptcha,
  issueCaptcha,
  normaliseMobile,
  sendSmsCode,
} from '../services/verification';
import {
  captchaCookie,
  ensureCaptchaCookie,
  ensureTrialCookie,
  loginAnswer,
  RATE_LIMITS,
  requireSlidePassed,
  trialCookie,
} from './account-shared';

/** After this many wrong passwords for a username, its next login needs the image code. */
export const FAILURES_BEFORE_CAPTCHA = 3;

let decoy: Promise<string> | undefined;
/** A hash of nothing anyone knows, made once, to compare unknown usernames against. */
function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** How long a login whose password passed may take its second step. */
export const SECOND_STEP_MS = 5 * 60_000;

/**
 * A member whose every login needs a second step: the code goes to their mobile (unless one sent a
 * moment ago still stands), the step is open for a while, and the login answers
 * `login_verify_required` with the method and the masked number.
 */
async function askSecondStep(platform: Platform, member: NonNullable<MemberRow>): Promise<never> {
  if (!member.mobile) throw new GatewayError(400, 'login.fail', 'No verification is possible.');
  let expirationTime: number | undefined;
  try {
    ({ expirationTime } = await sendSmsCode(
      platform,
      member.mobile,
      member.country_dialing_code ?? undefined,
      'login',
    ));
  } catch (error) {
    if (!(error instanceof GatewayError && error.errorCode === 'sms.send.too.often')) throw error;
  }
  await platform.db
    .updateTable('members')
    .set({ login_verify_until: platform.now() + SECOND_STEP_MS })
    .where('id', '=', member.id)
    .execute();
  throw new GatewayError(400, 'login_verify_required', 'Enter the code sent to your phone.', {
    method: 'sms',
    maskedMobile: maskMobile(member.mobile),
    ...(expirationTime === undefined ? {} : { expirationTime }),
  });
}

/** Session calls: the RSA key, login in its three forms, logout, trial accounts, renewal, captchas. */
export function registerSessionRoutes(app: FastifyInstance, platform: Platform): void {
  registerCall(app, platform, account.rsaKey, ({ reply }) => {
    void reply.type('text/plain; charset=utf-8');
    return platform.rsa.modulusHex;
  });

  registerCall(
    app,
    platform,
    account.login,
    async ({ body, request }) => {
      await requireSlidePassed(platform, body, body.type === 'username');
      if (body.type === 'firebase') throw notAvailable('Phone-provider login is not configured.');
      if (body.type === 'sms') {
        if (!body.verificationCode) throw badRequest('The SMS code is required.');
        const mobile = normaliseMobile(body.username);
        const member = await findMemberByMobile(platform, mobile);
        await checkSmsCode(platform, mobile, body.countryDialingCode, body.verificationCode, true);
        if (!member)
          throw new GatewayError(
            400,
            'login.fail',
            'Sorry, the user does not exist or is disabled.',
          );
        return loginAnswer(platform, member);
      }
      // Counted before the password is hashed, in one atomic step: a burst of logins for one name
      // cannot all read the same low count while the hashes run.
      const failures = await countLoginAttempt(platform, body.username);
      if (failures >= FAILURES_BEFORE_CAPTCHA) {
        const passed = await consumeCaptcha(platform, captchaCookie(request), body.captcha);
        if (!passed) {
          throw new GatewayError(400, 'captcha.invalid', 'Verification code error', {
            captcha: true,
          });
        }
      }
      const member = await findMemberByUsername(platform, body.username);
      // An unknown name costs a hash as well, so the answer's timing does not tell names apart.
      const valid =
        (await verifyPassword(body.password ?? '', member?.password_hash ?? (await decoyHash()))) &&
        member !== undefined &&
        body.password !== undefined;
      if (!member || !valid) {
        throw new GatewayError(400, 'login.fail', 'The username or password is incorrect.', {
          captcha: failures + 1 >= FAILURES_BEFORE_CAPTCHA,
        });
      }
      await clearLoginFailures(platform, body.username);
      if (member.login_verification === 1) await askSecondStep(platform, member);
      return loginAnswer(platform, member);
    },
    { rateLimit: RATE_LIMITS.login },
  );

  registerCall(
    app,
    platform,
    account.loginVerification,
    async ({ body }) => {
      const member = await findMemberByUsername(platform, body.username);
      // Only a login whose password has just passed may take the second step: a code alone,
      // without the password, opens nothing.
      if (
        !member?.mobile ||
        member.login_verify_until === null ||
        member.login_verify_until < platform.now()
      )
        throw new GatewayError(400, 'login.fail', 'No verification is possible.');
      await checkSmsCode(
        platform,
        member.mobile,
        member.country_dialing_code ?? undefined,
        body.verificationCode,
        true,
      );
      await platform.db
        .updateTable('members')
        .set({ login_verify_until: null })
        .where('id', '=', member.id)
        .execute();
      return loginAnswer(platform, member);
    },
    { rateLimit: RATE_LIMITS.login },
  );

  registerCall(app, platform, account.logout, async ({ token, member }) => {
    if (token) await revokeSession(platform, token);
    // A member who leaves leaves their running game too, so the next launch is not #734.
    if (member) await endGames(platform, { memberId: member.id });
    return null;
  });

  registerCall(
    app,
    platform,
    account.freePlay,
    async ({ body, request }) => {
      // A name from "create trial account" logs into that account, from the browser it was made
      // for only; without a name free play makes a new one, as the family's free play does.
      let member;
      if (body.userName === undefined) {
        member = await createTrialMember(platform);
      } else {
        member = await findClaimedTrialMember(platform, body.userName, trialCookie(request));
        if (!member) {
          throw new GatewayError(403, 'trial.name.invalid', 'This trial account is not available.');
        }
      }
      const token = await openSession(platform, member.id);
      return { token, userName: member.username, customerType: member.type };
    },
    { rateLimit: RATE_LIMITS.register },
  );

  registerCall(
    app,
    platform,
    account.createTrialAccount,
    async ({ request, reply }) => {
      const member = await createTrialMember(platform);
      await claimTrialMember(platform, member.id, ensureTrialCookie(request, reply));
      return { userName: member.username };
    },
    { rateLimit: RATE_LIMITS.register },
  );

  registerCall(app, platform, account.renewSession, async ({ token }) => ({
    expiresAt: new Date(await renewSession(platform, token)).toISOString(),
  }));

  registerCall(
    app,
    platform,
    account.captcha,
    async ({ request, reply }) => {
      const text = await issueCaptcha(platform, ensureCaptchaCookie(request, reply));
      return renderCaptchaPng(text).toString('base64');
    },
    { rateLimit: RATE_LIMITS.captcha },
  );

  registerCall(
    app,
    platform,
    account.slideChallenge,
    ({ request, reply }) => issueSlideChallenge(platform, ensureCaptchaCookie(request, reply)),
    { rateLimit: RATE_LIMITS.captcha },
  );
}
