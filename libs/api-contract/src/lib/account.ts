import { z } from 'zod';
import { defineCall } from './call';
import { nothing, sessionValue, smsSent } from './common';
import { registerSettings } from './content';
import { passkeyResponse } from './security';
import { MAX_AVATAR_BYTES } from './upload-limits';

/** The slide check's result, sent with login and registration. The fields are our definition (I). */
export const slideCheckFields = z.object({
  /** The challenge the platform issued. */
  slideId: z.string().min(1).max(64).optional(),
  /** Where the user let go, in pixels from the start of the track. */
  slideOffset: z.number().min(0).max(10_000).optional(),
});

const loginMethod = z.enum(['username', 'sms', 'firebase']);

/** The decoded login payload (SPEC.md section 3, "Login payload"); it travels encrypted. */
export const loginBody = z
  .object({
    username: z.string().min(1).max(64),
    password: z.string().max(128).optional(),
    captcha: z
      .string()
      .regex(/^\d{1,16}$/)
      .optional(),
    type: loginMethod,
    /** The SMS code, for `type: 'sms'`. */
    verificationCode: z
      .string()
      .regex(/^\d{1,10}$/)
      .optional(),
    countryDialingCode: z.string().max(8).optional(),
    loginDeviceId: z.string().min(1).max(64),
    firebaseChannel: z.literal('sms').optional(),
    firebaseIdToken: z.string().optional(),
    firebaseMobileNo: z.string().optional(),
  })
  .extend(slideCheckFields.shape);

export type LoginBody = z.infer<typeof loginBody>;

/** Errors a login can answer with besides the gateway-wide ones. `login.fail` may carry `value.captcha`. */
const LOGIN_ERRORS = [
  'login.fail',
  'captcha.invalid',
  'slide.check.failed',
  'sms.code.invalid',
  'user.or.token.invalid',
  'login_verify_required',
  'login_blocked_by_self_exclusion',
  'token_ip_different',
  'TOO_MANY_REQUEST',
] as const;

/**
 * A slide-check challenge: a picture with a gap and the piece that fills it. The gap's position
 * stays on the server; the client drags the piece and sends `slideId` with the drop offset
 * (`slideOffset`, pixels from the track's start) in the login or register payload. Single use.
 * Our definition (I).
 */
export const slideChallenge = defineCall({
  id: 'account.slideChallenge',
  method: 'GET',
  path: '/wps/captcha/slide',
  query: z.object({ _: z.string().optional() }),
  value: z.object({
    slideId: z.string().min(1).max(64),
    /** Width of the track and the picture, in pixels. */
    trackWidth: z.number().int().positive(),
    /** Height of the picture, in pixels. */
    height: z.number().int().positive(),
    /** Side of the square piece, in pixels. */
    pieceSize: z.number().int().positive(),
    /** Where the piece sits vertically, in pixels from the top. */
    pieceY: z.number().int().min(0),
    /** The picture with the gap, as a Base64 PNG. */
    background: z.string().min(1),
    /** The piece, as a Base64 PNG. */
    piece: z.string().min(1),
  }),
  errors: ['TOO_MANY_REQUEST'],
  noCache: true,
  evidence: 'I',
});

/** GET /wps/session/key/rsa: the RSA modulus (hex, 1024-bit) as a bare text body, never cached. */
export const rsaKey = defineCall({
  id: 'account.rsaKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  query: z.object({ _: z.string().optional() }),
  value: z.string().regex(/^[0-9a-f]+$/i),
  responseType: 'text',
  noCache: true,
  evidence: 'E',
});

export const login = defineCall({
  id: 'account.login',
  method: 'POST',
  path: '/wps/session/login',
  body: loginBody,
  value: sessionValue,
  errors: LOGIN_ERRORS,
  encrypted: true,
  sendsDevice: true,
  evidence: 'E',
});

/**
 * What `login_verify_required` carries in its `value`: which code the second step wants (an SMS
 * to the member's mobile, shown masked, or an authenticator app's code). Our definition (I).
 */
export const loginChallenge = z.object({
  method: z.enum(['sms', 'authenticator']),
  maskedMobile: z.string().max(32).optional(),
  /** Epoch milliseconds: when the SMS code stops working. */
  expirationTime: z.number().int().optional(),
});

export type LoginChallenge = z.infer<typeof loginChallenge>;

/** The second step after `login_verify_required`. */
export const loginVerification = defineCall({
  id: 'account.loginVerification',
  method: 'POST',
  path: '/wps/session/login/verification',
  body: z.object({
    username: z.string().min(1).max(64),
    verificationCode: z.string().regex(/^\d{1,10}$/),
  }),
  value: sessionValue,
  errors: ['sms.code.invalid', 'login.fail'],
  encrypted: true,
  sendsDevice: true,
  evidence: 'E',
});

export const logout = defineCall({
  id: 'account.logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  value: nothing,
  needsToken: true,
  evidence: 'E',
});

/** Free play: a fresh trial account (type 4) logged in at once. */
export const freePlay = defineCall({
  id: 'account.freePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  body: z.object({
    moduleId: z.string().max(32).optional(),
    /**
     * The name `createTrialAccount` gave this browser (our own field, I): free play logs into that
     * trial account, so the stored trialName is the account played. Without it a new one is made.
     */
    userName: z.string().min(1).max(64).optional(),
  }),
  value: z.object({
    token: z.string().min(1),
    userName: z.string(),
    customerType: z.number().int(),
  }),
  errors: ['function.not.available', 'TOO_MANY_REQUEST', 'trial.name.invalid'],
  evidence: 'E',
});

/**
 * A trial account's name, before logging in with it. The platform ties the name to the browser
 * that asked (a cookie), so only that browser's free play can use it.
 */
export const createTrialAccount = defineCall({
  id: 'account.createTrialAccount',
  method: 'GET',
  path: '/wps/session/trial',
  value: z.object({ userName: z.string() }),
  errors: ['function.not.available'],
  evidence: 'I',
});

/** A passkey login's options: a single-use challenge for any of the site's passkeys (I). */
export const passkeyLoginOptions = defineCall({
  id: 'account.passkeyLoginOptions',
  method: 'POST',
  path: '/wps/session/passkey/options',
  value: z.record(z.string(), z.unknown()),
  errors: ['TOO_MANY_REQUEST'],
  evidence: 'I',
});

/** Logs in with a passkey: the browser's signed answer to the options' challenge (I). */
export const passkeyLogin = defineCall({
  id: 'account.passkeyLogin',
  method: 'POST',
  path: '/wps/session/passkey/login',
  body: z.object({ credential: passkeyResponse, loginDeviceId: z.string().min(1).max(64) }),
  value: sessionValue,
  errors: ['passkey.invalid', 'login_blocked_by_self_exclusion', 'TOO_MANY_REQUEST'],
  sendsDevice: true,
  evidence: 'I',
});

/** Extends the session's lifetime while the member keeps using the app (home load). Our definition (I). */
export const renewSession = defineCall({
  id: 'account.renewSession',
  method: 'POST',
  path: '/wps/session/renew',
  value: z.object({ expiresAt: z.string() }),
  needsToken: true,
  evidence: 'I',
});

/** Where a registration came from (SPEC.md section 3). */
export const registerMethod = z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']);

/** The decoded registration payload (SPEC.md section 3); it travels encrypted. */
export const registerBody = z
  .object({
    username: z.string().min(1).max(64),
    password: z.string().min(1).max(128),
    confirmPassword: z.string().max(128).optional(),
    countryDialingCode: z.string().max(8).optional(),
    registerUrl: z.string().max(255),
    registerMethod,
    affiliateCode: z.string().max(32).optional(),
    paymentPassword: z.string().max(128).optional(),
    recommenderId: z.string().max(64).optional(),
    nickname: z.string().max(64).optional(),
    payeeName: z.string().max(64).optional(),
    email: z.string().max(254).optional(),
    mobileNum: z.string().max(20).optional(),
    idNumber: z.string().max(32).optional(),
    qqNum: z.string().max(32).optional(),
    facebook: z.string().max(128).optional(),
    wechat: z.string().max(64).optional(),
    line: z.string().max(64).optional(),
    whatsapp: z.string().max(32).optional(),
    zalo: z.string().max(32).optional(),
    captcha: z
      .string()
      .regex(/^\d{1,16}$/)
      .optional(),
    type: z.literal(0).default(0),
    domain: z.string().max(255).optional(),
    verificationCode: z
      .string()
      .regex(/^\d{1,10}$/)
      .optional(),
    loginDeviceId: z.string().min(1).max(64),
    /** Log the new member in at once. */
    login: z.literal(true).default(true),
    firebaseChannel: z.literal('sms').optional(),
    firebaseIdToken: z.string().optional(),
  })
  .extend(slideCheckFields.shape);

export type RegisterBody = z.infer<typeof registerBody>;

const REGISTER_ERRORS = [
  'register.username.exists',
  'register.field.invalid',
  'invitation.code.invalid',
  'captcha.invalid',
  'slide.check.failed',
  'sms.code.invalid',
  'function.not.available',
  'TOO_MANY_REQUEST',
] as const;

/** Registration by username (`ModuleId: REG3`). */
export const register = defineCall({
  id: 'account.register',
  method: 'PUT',
  path: '/wps/member/register',
  body: registerBody,
  value: sessionValue,
  errors: REGISTER_ERRORS,
  encrypted: true,
  sendsDevice: true,
  moduleId: 'REG3',
  evidence: 'E',
});

/** Registration by mobile number (`ModuleId: MOBILENUMREG3`); `username` is the mobile number. */
export const registerMobile = defineCall({
  id: 'account.registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  body: registerBody,
  value: sessionValue,
  errors: REGISTER_ERRORS,
  encrypted: true,
  sendsDevice: true,
  moduleId: 'MOBILENUMREG3',
  evidence: 'E',
});

/** Per field: shown, required, and the server's rule (also in the status answer's `info.register`). */
export const registrationSettings = defineCall({
  id: 'account.registrationSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  value: registerSettings,
  evidence: 'E',
});

/** A named validation rule the forms share (login password, password, mobile...). */
export const commonPattern = z.object({
  pattern: z.string(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
});

/**
 * The shared rule set by name (`loginUsername`, `loginPassword`, `loginMobileNum`, `password`,
 * `verificationCode`, ...): the spec's "registration validation rules fetched from the server".
 * Our definition (I).
 */
export const commonPatterns = defineCall({
  id: 'account.commonPatterns',
  method: 'GET',
  path: '/wps/system/setting/patterns',
  value: z.record(z.string(), commonPattern),
  evidence: 'I',
});

/** A single-use image code bound to a cookie, as a Base64 PNG. */
export const captcha = defineCall({
  id: 'account.captcha',
  method: 'GET',
  path: '/wps/captcha',
  query: z.object({ _: z.string().optional() }),
  value: z.string().min(1),
  errors: ['TOO_MANY_REQUEST'],
  noCache: true,
  evidence: 'E',
});

export const validateUsername = defineCall({
  id: 'account.validateUsername',
  method: 'GET',
  path: '/wps/member/validate/username',
  query: z.object({ username: z.string().min(1).max(64) }),
  value: z.object({ available: z.boolean() }),
  evidence: 'I',
});

export const validateEmail = defineCall({
  id: 'account.validateEmail',
  method: 'GET',
  path: '/wps/member/validate/email',
  query: z.object({ email: z.string().min(3).max(254) }),
  value: z.object({ available: z.boolean() }),
  evidence: 'I',
});

export { smsSent };

const SMS_ERRORS = ['sms.send.too.often', 'mobile.invalid', 'TOO_MANY_REQUEST'] as const;

export const sendRegisterSms = defineCall({
  id: 'account.sendRegisterSms',
  method: 'POST',
  path: '/wps/verification/sms/register',
  body: z.object({
    mobileNo: z.string().regex(/^\d{4,20}$/),
    countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  }),
  value: smsSent,
  errors: [...SMS_ERRORS, 'register.mobile.exists'],
  evidence: 'E',
});

/** An SMS code for login or a password reset (no session). */
export const sendSms = defineCall({
  id: 'account.sendSms',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  body: z.object({
    mobileNum: z.string().regex(/^\d{4,20}$/),
    countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  }),
  value: smsSent,
  errors: SMS_ERRORS,
  evidence: 'E',
});

export const verifySms = defineCall({
  id: 'account.verifySms',
  method: 'POST',
  path: '/wps/v2/verification/sms/verify',
  body: z.object({
    countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
    mobileNum: z.string().regex(/^\d{4,20}$/),
    verificationCode: z.string().regex(/^\d{1,10}$/),
  }),
  value: nothing,
  errors: ['sms.code.invalid', 'sms.code.expired', 'TOO_MANY_REQUEST'],
  evidence: 'E',
});

export const changePassword = defineCall({
  id: 'account.changePassword',
  method: 'POST',
  path: '/wps/member/password',
  body: z.object({
    oldPassword: z.string().min(1).max(128),
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  }),
  value: nothing,
  errors: [
    'password.old.incorrect',
    'password.format.invalid',
    'password.same.as.old',
    'password.confirm.mismatch',
  ],
  encrypted: true,
  needsToken: true,
  evidence: 'E',
});

export const setPasswordByPhone = defineCall({
  id: 'account.setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  body: z.object({
    newPassword: z.string().min(1).max(128),
    mobileNum: z.string().regex(/^\d{4,20}$/),
    countryDialingCode: z
      .string()
      .regex(/^\+?\d{1,4}$/)
      .optional(),
    verificationCode: z.string().regex(/^\d{1,10}$/),
  }),
  value: nothing,
  errors: ['sms.code.invalid', 'sms.code.expired', 'password.format.invalid', 'user.not.found'],
  encrypted: true,
  evidence: 'E',
});

/** Checks an invitation code; a bad one fails with `invitation.code.invalid`. */
export const checkAffiliate = defineCall({
  id: 'account.checkAffiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  query: z.object({ code: z.string().min(1).max(32), domain: z.string().max(255).optional() }),
  value: nothing,
  errors: ['invitation.code.invalid'],
  evidence: 'E',
});

/** The member's own invitation code. */
export const myAffiliateCode = defineCall({
  id: 'account.myAffiliateCode',
  method: 'GET',
  path: '/wps/agent/affiliate/code',
  value: z.object({ code: z.string() }),
  needsToken: true,
  evidence: 'I',
});

export const headIconValue = z.object({ avatar: z.string(), avatarType: z.string() });

export const headIcon = defineCall({
  id: 'account.headIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  value: headIconValue,
  needsToken: true,
  evidence: 'E',
});

/**
 * A picture of the member's own as the head icon: a data URL of a png or jpg, at most
 * {@link MAX_AVATAR_BYTES} once decoded (SPEC.md section 5). Its Base64 is a third larger.
 */
export const avatarPicture = z
  .string()
  .max(Math.ceil((MAX_AVATAR_BYTES * 4) / 3) + 64)
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/);

/**
 * Chooses one of the built-in avatars by name, or uploads a picture (form-encoded, as the gateway
 * has it; the upload is our definition, I).
 */
export const setHeadIcon = defineCall({
  id: 'account.setHeadIcon',
  method: 'POST',
  path: '/wps/member/info/icon',
  body: z.object({ icon: z.union([z.string().regex(/^avatar\d{1,2}$/), avatarPicture]) }),
  errors: ['avatar.type.invalid', 'avatar.too.large'],
  value: headIconValue,
  needsToken: true,
  bodyEncoding: 'form',
  evidence: 'E',
});

export const country = z.object({ code: z.string(), name: z.string(), dialingCode: z.string() });

export type Country = z.infer<typeof country>;

export const systemCountries = defineCall({
  id: 'account.systemCountries',
  method: 'GET',
  path: '/wps/system/country',
  value: z.array(country),
  evidence: 'E',
});

/** A logged-in real member's language choice (never sent for trial accounts). */
export const setMemberLanguage = defineCall({
  id: 'account.setMemberLanguage',
  method: 'PUT',
  path: '/wps/member/language',
  body: z.object({ language: z.string().min(2).max(8) }),
  value: nothing,
  errors: ['function.not.available'],
  needsToken: true,
  evidence: 'E',
});

export const memberInfoValue = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable().default(null),
  type: z.number().int(),
  language: z.string().optional(),
  clubLabel: z.object({ labelName: z.string().nullable() }).nullable().default(null),
});

export type MemberInfo = z.infer<typeof memberInfoValue>;

export const memberInfo = defineCall({
  id: 'account.memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  value: memberInfoValue,
  needsToken: true,
  evidence: 'E',
});
