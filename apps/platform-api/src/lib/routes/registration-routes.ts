import {
  account,
  type registerFieldSetting,
  registerSettings,
  type RegisterBody,
} from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { GatewayError, notAvailable } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { isUniqueViolation } from '../db/unique-violation';
import { REGISTER_SETTINGS } from '../seed/content';
import {
  createMember,
  findMemberByMobile,
  findMemberByUsername,
  findMemberIdByAffiliateCode,
  findStoredMember,
  isEmailTaken,
  normaliseUsername,
} from '../services/members';
import { readSetting, type Platform } from '../services/platform';
import { isWhitelabelOn } from '../services/site';
import { checkSmsCode, normaliseMobile, sendSmsCode } from '../services/verification';
import { loginAnswer, RATE_LIMITS, requireSlidePassed } from './account-shared';

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

/** What the login and registration forms validate against before they send. */
const COMMON_PATTERNS = {
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
};

/** Registration: by username or by mobile number, its settings and patterns, its checks. */
export function registerRegistrationRoutes(app: FastifyInstance, platform: Platform): void {
  const registerWith =
    (mobileVariant: boolean) =>
    async ({ body }: { body: RegisterBody }) => {
      const flag = mobileVariant ? 'MOBILENUMREG3' : 'USERNAMEREG3';
      if (!(await isWhitelabelOn(platform, flag)))
        throw notAvailable('This registration is switched off.');
      // The form shows the slide check in username mode; the mobile variant proves the number.
      await requireSlidePassed(platform, body, !mobileVariant);
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
      const usernameTaken = () =>
        new GatewayError(409, 'register.username.exists', 'Sorry, the username already exists.');
      if (await findMemberByUsername(platform, username)) throw usernameTaken();
      let parentId: number | null = null;
      if (body.affiliateCode) {
        const parent = await findMemberIdByAffiliateCode(platform, body.affiliateCode);
        if (parent === undefined)
          throw new GatewayError(400, 'invitation.code.invalid', 'Invalid invitation code');
        parentId = parent;
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
      }).catch(async (error: unknown) => {
        // The same name registered at the same moment: the check above saw neither insert.
        if (isUniqueViolation(error) && (await findMemberByUsername(platform, username))) {
          throw usernameTaken();
        }
        throw error;
      });
      return loginAnswer(platform, await findStoredMember(platform, id));
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

  registerCall(app, platform, account.commonPatterns, () => COMMON_PATTERNS);

  registerCall(
    app,
    platform,
    account.validateUsername,
    async ({ query }) => ({
      available: (await findMemberByUsername(platform, query.username)) === undefined,
    }),
    { rateLimit: RATE_LIMITS.availability },
  );

  registerCall(
    app,
    platform,
    account.validateEmail,
    async ({ query }) => ({ available: !(await isEmailTaken(platform, query.email)) }),
    { rateLimit: RATE_LIMITS.availability },
  );

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

  registerCall(app, platform, account.checkAffiliate, async ({ query }) => {
    if ((await findMemberIdByAffiliateCode(platform, query.code)) === undefined) {
      throw new GatewayError(400, 'invitation.code.invalid', 'Invalid invitation code');
    }
    return null;
  });
}
