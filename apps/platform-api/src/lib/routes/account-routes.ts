import { randomBytes } from 'node:crypto';
import {
  account,
  type registerFieldSetting,
  registerSettings,
  type RegisterBody,
  isRealMember,
} from '@mweb/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { badRequest, GatewayError, notAvailable } from '../gateway/gateway-error';
import { registerCall, type Member } from '../gateway/register-call';
import { REGISTER_SETTINGS } from '../seed/content';
import { renderCaptchaPng } from '../security/captcha-image';
import { hashPassword, verifyPassword } from '../security/passwords';
import { hashToken, randomId } from '../security/tokens';
import {
  createMember,
  findMemberByMobile,
  findMemberByUsername,
  normaliseUsername,
} from '../services/members';
import { readSetting, type Platform } from '../services/platform';
import { openSession, revokeSession } from '../services/sessions';
import { issueSlideChallenge, verifySlide } from '../services/slide-check';
import {
  checkSmsCode,
  consumeCaptcha,
  issueCaptcha,
  normaliseMobile,
  sendSmsCode,
} from '../services/verification';
import { isWhitelabelOn } from '../services/site';

/** The cookie the image code is bound to. */
export const CAPTCHA_COOKIE = 'mweb_captcha';
/** After this many wrong passwords for a username, its next login needs the image code. */
export const FAILURES_BEFORE_CAPTCHA = 3;

const AVATARS = Array.from({ length: 12 }, (_, index) => `avatar${index + 1}`);

/** Login and registration limits per client address, per minute. */
export const RATE_LIMITS = {
  login: { max: 30, timeWindow: 60_000 },
  captcha: { max: 60, timeWindow: 60_000 },
  sms: { max: 10, timeWindow: 60_000 },
  register: { max: 20, timeWindow: 60_000 },
};

function captchaCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[CAPTCHA_COOKIE];
  return value && /^[\w-]{16,64}$/.test(value) ? value : undefined;
}

function ensureCaptchaCookie(request: FastifyRequest, reply: FastifyReply): string {
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

let decoy: Promise<string> | undefined;
/** A hash of nothing anyone knows, made once, to compare unknown usernames against. */
function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

async function loginFailures(platform: Platform, username: string): Promise<number> {
  const row = await platform.db
    .selectFrom('login_failures')
    .select('failures')
    .where('username', '=', normaliseUsername(username))
    .executeTakeFirst();
  return row?.failures ?? 0;
}

async function countFailure(platform: Platform, username: string): Promise<number> {
  const key = normaliseUsername(username);
  const failures = (await loginFailures(platform, key)) + 1;
  await platform.db
    .insertInto('login_failures')
    .values({ username: key, failures, updated_at: platform.now() })
    .onConflict((conflict) =>
      conflict.column('username').doUpdateSet({ failures, updated_at: platform.now() }),
    )
    .execute();
  return failures;
}

async function sessionFor(platform: Platform, member: Member) {
  const token = await openSession(platform, member.id);
  if (member.first_time_login === 1) {
    await platform.db
      .updateTable('members')
      .set({ first_time_login: 0 })
      .where('id', '=', member.id)
      .execute();
  }
  return {
    token,
    id: member.id,
    userName: member.username,
    type: member.type,
    firstTimeLogin: member.first_time_login === 1,
  };
}

async function createTrialMember(platform: Platform): Promise<Member> {
  const username = `trial${randomBytes(4).readUInt32BE() % 100_000_000}`;
  const id = await createMember(platform, {
    username,
    password: randomBytes(18).toString('base64url'),
    type: 4,
    balanceCents: 200_000,
  });
  const member = await platform.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return member;
}

type FieldRule = z.infer<typeof registerFieldSetting>;

/** Checks each configured field: required ones present, present ones within their rule. */
function checkRegistrationFields(
  body: RegisterBody,
  settings: Record<string, FieldRule>,
  mobileVariant: boolean,
): void {
  const values: Record<string, string | undefined> = {
    username: mobileVariant ? undefined : normaliseUsername(body.username),
    password: body.password,
    confirmPassword: body.confirmPassword,
    mobileNum: body.mobileNum ?? (mobileVariant ? body.username : undefined),
    email: body.email,
    nickname: body.nickname,
    affiliateCode: body.affiliateCode,
    paymentPassword: body.paymentPassword,
    payeeName: body.payeeName,
  };
  for (const [field, rule] of Object.entries(settings)) {
    // The mobile variant's username is the number, checked as mobileNum.
    if (!(field in values) || (mobileVariant && field === 'username')) continue;
    const value = values[field];
    const required = rule.required || (mobileVariant && field === 'mobileNum');
    if (value === undefined || value === '') {
      if (required && (rule.enabled || field === 'mobileNum')) {
        throw new GatewayError(400, 'register.field.invalid', `${field} is required.`, { field });
      }
      continue;
    }
    const tooShort = typeof rule.minLength === 'number' && value.length < rule.minLength;
    const tooLong = typeof rule.maxLength === 'number' && value.length > rule.maxLength;
    const mismatch =
      rule.acceptedPattern !== undefined && !new RegExp(rule.acceptedPattern).test(value);
    if (tooShort || tooLong || mismatch) {
      throw new GatewayError(400, 'register.field.invalid', `${field} format is incorrect.`, {
        field,
      });
    }
  }
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
    throw new GatewayError(400, 'register.field.invalid', 'Confirmation password not matched', {
      field: 'confirmPassword',
    });
  }
}

const passwordRule = new RegExp(REGISTER_SETTINGS.password.acceptedPattern);

export function registerAccountRoutes(app: FastifyInstance, platform: Platform): void {
  registerCall(app, platform, account.rsaKey, ({ reply }) => {
    void reply.type('text/plain; charset=utf-8');
    return platform.rsa.modulusHex;
  });

  registerCall(
    app,
    platform,
    account.login,
    async ({ body, request }) => {
      if (
        body.slideId !== undefined &&
        !(await verifySlide(platform, body.slideId, body.slideOffset))
      ) {
        throw new GatewayError(400, 'slide.check.failed', 'The slide check failed; try again.');
      }
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
        return sessionFor(platform, member);
      }
      const failures = await loginFailures(platform, body.username);
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
        const count = await countFailure(platform, body.username);
        throw new GatewayError(400, 'login.fail', 'The username or password is incorrect.', {
          captcha: count >= FAILURES_BEFORE_CAPTCHA,
        });
      }
      await platform.db
        .deleteFrom('login_failures')
        .where('username', '=', normaliseUsername(body.username))
        .execute();
      return sessionFor(platform, member);
    },
    { rateLimit: RATE_LIMITS.login },
  );

  registerCall(
    app,
    platform,
    account.loginVerification,
    async ({ body }) => {
      const member = await findMemberByUsername(platform, body.username);
      if (!member?.mobile)
        throw new GatewayError(400, 'login.fail', 'No verification is possible.');
      await checkSmsCode(
        platform,
        member.mobile,
        member.country_dialing_code ?? undefined,
        body.verificationCode,
        true,
      );
      return sessionFor(platform, member);
    },
    { rateLimit: RATE_LIMITS.login },
  );

  registerCall(app, platform, account.logout, async ({ token, member }) => {
    if (token) await revokeSession(platform, token);
    // A member who leaves leaves their running game too, so the next launch is not #734.
    if (member) {
      await platform.db
        .updateTable('game_sessions')
        .set({ ended_at: platform.now() })
        .where('member_id', '=', member.id)
        .where('ended_at', 'is', null)
        .execute();
    }
    return null;
  });

  registerCall(
    app,
    platform,
    account.freePlay,
    async () => {
      const member = await createTrialMember(platform);
      const token = await openSession(platform, member.id);
      return { token, userName: member.username, customerType: member.type };
    },
    { rateLimit: RATE_LIMITS.register },
  );

  registerCall(
    app,
    platform,
    account.createTrialAccount,
    async () => ({ userName: (await createTrialMember(platform)).username }),
    { rateLimit: RATE_LIMITS.register },
  );

  registerCall(app, platform, account.renewSession, async ({ token }) => {
    const expiresAt = platform.now() + platform.config.sessionMinutes * 60_000;
    if (token) {
      await platform.db
        .updateTable('sessions')
        .set({ expires_at: expiresAt })
        .where('token_hash', '=', hashToken(token))
        .execute();
    }
    return { expiresAt: new Date(expiresAt).toISOString() };
  });

  const registerWith =
    (mobileVariant: boolean) =>
    async ({ body }: { body: RegisterBody }) => {
      const flag = mobileVariant ? 'MOBILENUMREG3' : 'USERNAMEREG3';
      if (!(await isWhitelabelOn(platform, flag)))
        throw notAvailable('This registration is switched off.');
      if (
        body.slideId !== undefined &&
        !(await verifySlide(platform, body.slideId, body.slideOffset))
      ) {
        throw new GatewayError(400, 'slide.check.failed', 'The slide check failed; try again.');
      }
      const settings = await readSetting(platform, 'register', registerSettings, {});
      checkRegistrationFields(body, settings, mobileVariant);
      const mobile = mobileVariant
        ? normaliseMobile(body.username)
        : body.mobileNum
          ? normaliseMobile(body.mobileNum)
          : null;
      if (mobileVariant && !/^\d{6,15}$/.test(mobile ?? '')) {
        throw new GatewayError(400, 'register.field.invalid', 'The mobile num is not valid', {
          field: 'mobileNum',
        });
      }
      if (mobileVariant && (await isWhitelabelOn(platform, 'REGMOBVERF3'))) {
        if (!body.verificationCode)
          throw new GatewayError(400, 'sms.code.invalid', 'Verification code error');
        await checkSmsCode(
          platform,
          mobile ?? '',
          body.countryDialingCode,
          body.verificationCode,
          true,
        );
      }
      const username = mobileVariant ? (mobile ?? '') : body.username;
      if (await findMemberByUsername(platform, username)) {
        throw new GatewayError(
          409,
          'register.username.exists',
          'Sorry, the username already exists.',
        );
      }
      let parentId: number | null = null;
      if (body.affiliateCode) {
        const parent = await platform.db
          .selectFrom('members')
          .select('id')
          .where('affiliate_code', '=', body.affiliateCode.toUpperCase())
          .executeTakeFirst();
        if (!parent)
          throw new GatewayError(400, 'invitation.code.invalid', 'Invalid invitation code');
        parentId = parent.id;
      }
      const id = await createMember(platform, {
        username,
        password: body.password,
        type: 0,
        nickname: body.nickname ?? null,
        mobile,
        countryDialingCode: body.countryDialingCode?.replace(/^\+/, '') ?? null,
        email: body.email ?? null,
        paymentPassword: body.paymentPassword ?? null,
        parentId,
      });
      const member = await platform.db
        .selectFrom('members')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return sessionFor(platform, member);
    };

  registerCall(app, platform, account.register, registerWith(false), {
    rateLimit: RATE_LIMITS.register,
  });
  registerCall(app, platform, account.registerMobile, registerWith(true), {
    rateLimit: RATE_LIMITS.register,
  });

  registerCall(app, platform, account.registrationSettings, () =>
    readSetting(platform, 'register', registerSettings, {}),
  );

  registerCall(app, platform, account.commonPatterns, () => ({
    loginUsername: { pattern: '^[A-Za-z0-9_]{1,64}$', minLength: 1, maxLength: 64 },
    loginPassword: { pattern: '^[\\x21-\\x7e]{1,128}$', minLength: 1, maxLength: 128 },
    loginMobileNum: { pattern: '^\\d{1,20}$', minLength: 1, maxLength: 20 },
    username: {
      pattern: REGISTER_SETTINGS.username.acceptedPattern,
      minLength: REGISTER_SETTINGS.username.minLength,
      maxLength: REGISTER_SETTINGS.username.maxLength,
    },
    password: {
      pattern: REGISTER_SETTINGS.password.acceptedPattern,
      minLength: REGISTER_SETTINGS.password.minLength,
      maxLength: REGISTER_SETTINGS.password.maxLength,
    },
    mobileNum: {
      pattern: REGISTER_SETTINGS.mobileNum.acceptedPattern,
      minLength: 6,
      maxLength: 15,
    },
    verificationCode: { pattern: '^\\d{1,10}$', minLength: 1, maxLength: 10 },
    captcha: { pattern: '^\\d{1,16}$', minLength: 1, maxLength: 16 },
    paymentPassword: { pattern: '^\\d{6}$', minLength: 6, maxLength: 6 },
    email: { pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', maxLength: 254 },
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

  registerCall(app, platform, account.slideChallenge, () => issueSlideChallenge(platform), {
    rateLimit: RATE_LIMITS.captcha,
  });

  registerCall(app, platform, account.validateUsername, async ({ query }) => ({
    available: (await findMemberByUsername(platform, query.username)) === undefined,
  }));

  registerCall(app, platform, account.validateEmail, async ({ query }) => {
    const taken = await platform.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', query.email.trim().toLowerCase())
      .executeTakeFirst();
    return { available: taken === undefined };
  });

  registerCall(
    app,
    platform,
    account.sendRegisterSms,
    async ({ body }) => {
      if (await findMemberByMobile(platform, normaliseMobile(body.mobileNo))) {
        throw new GatewayError(
          409,
          'register.mobile.exists',
          'This mobile number is already registered.',
        );
      }
      return sendSmsCode(platform, body.mobileNo, body.countryDialingCode, 'register');
    },
    { rateLimit: RATE_LIMITS.sms },
  );

  registerCall(
    app,
    platform,
    account.sendSms,
    async ({ body }) => sendSmsCode(platform, body.mobileNum, body.countryDialingCode, 'noLogin'),
    { rateLimit: RATE_LIMITS.sms },
  );

  registerCall(
    app,
    platform,
    account.verifySms,
    async ({ body }) => {
      await checkSmsCode(
        platform,
        body.mobileNum,
        body.countryDialingCode,
        body.verificationCode,
        false,
      );
      return null;
    },
    { rateLimit: RATE_LIMITS.sms },
  );

  registerCall(app, platform, account.changePassword, async ({ body, member }) => {
    if (!member) throw notAvailable();
    if (!(await verifyPassword(body.oldPassword, member.password_hash))) {
      throw new GatewayError(400, 'password.old.incorrect', 'The old password is incorrect.');
    }
    if (body.newPassword !== body.confirmNewPassword) {
      throw new GatewayError(400, 'password.confirm.mismatch', 'Confirmation password not matched');
    }
    if (body.newPassword === body.oldPassword) {
      throw new GatewayError(
        400,
        'password.same.as.old',
        'The new password and the old password cannot be the same',
      );
    }
    if (!passwordRule.test(body.newPassword)) {
      throw new GatewayError(400, 'password.format.invalid', 'Password format is incorrect');
    }
    await platform.db
      .updateTable('members')
      .set({ password_hash: await hashPassword(body.newPassword) })
      .where('id', '=', member.id)
      .execute();
    return null;
  });

  registerCall(
    app,
    platform,
    account.setPasswordByPhone,
    async ({ body }) => {
      if (!passwordRule.test(body.newPassword)) {
        throw new GatewayError(400, 'password.format.invalid', 'Password format is incorrect');
      }
      const member = await findMemberByMobile(platform, normaliseMobile(body.mobileNum));
      await checkSmsCode(
        platform,
        body.mobileNum,
        body.countryDialingCode,
        body.verificationCode,
        true,
      );
      if (!member)
        throw new GatewayError(
          404,
          'user.not.found',
          'Sorry, the user does not exist or is disabled.',
        );
      await platform.db
        .updateTable('members')
        .set({ password_hash: await hashPassword(body.newPassword) })
        .where('id', '=', member.id)
        .execute();
      // A reset password ends every open session of the account.
      await platform.db
        .updateTable('sessions')
        .set({ revoked_at: platform.now() })
        .where('member_id', '=', member.id)
        .where('revoked_at', 'is', null)
        .execute();
      return null;
    },
    { rateLimit: RATE_LIMITS.sms },
  );

  registerCall(app, platform, account.checkAffiliate, async ({ query }) => {
    const agent = await platform.db
      .selectFrom('members')
      .select('id')
      .where('affiliate_code', '=', query.code.toUpperCase())
      .executeTakeFirst();
    if (!agent) throw new GatewayError(400, 'invitation.code.invalid', 'Invalid invitation code');
    return null;
  });

  registerCall(app, platform, account.myAffiliateCode, ({ member }) => ({
    code: member?.affiliate_code ?? '',
  }));

  const headIconOf = (avatar: string | null) => ({
    avatar: `/media/avatars/${avatar ?? 'avatar1'}.svg`,
    avatarType: 'SYSTEM',
  });

  registerCall(app, platform, account.headIcon, ({ member }) => headIconOf(member?.avatar ?? null));

  registerCall(app, platform, account.setHeadIcon, async ({ body, member }) => {
    if (!member || !AVATARS.includes(body.icon))
      throw badRequest('Choose one of the built-in avatars.');
    await platform.db
      .updateTable('members')
      .set({ avatar: body.icon })
      .where('id', '=', member.id)
      .execute();
    return headIconOf(body.icon);
  });

  registerCall(app, platform, account.systemCountries, async () => {
    const rows = await platform.db.selectFrom('countries').selectAll().orderBy('name').execute();
    return rows.map((row) => ({ code: row.code, name: row.name, dialingCode: row.dialing_code }));
  });

  registerCall(app, platform, account.setMemberLanguage, async ({ body, member }) => {
    if (!member || !isRealMember(member.type)) throw notAvailable('free_reject');
    await platform.db
      .updateTable('members')
      .set({ language: body.language.toUpperCase() })
      .where('id', '=', member.id)
      .execute();
    return null;
  });

  registerCall(app, platform, account.memberInfo, ({ member }) => {
    if (!member) throw notAvailable();
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      language: member.language,
      clubLabel: { labelName: member.club_label },
    };
  });
}
