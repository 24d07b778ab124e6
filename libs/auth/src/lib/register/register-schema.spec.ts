import { describe, expect, it } from 'vitest';
import {
  emptyRegister,
  isRequired,
  registerSchema,
  visibleFields,
  type RegisterContext,
} from './register-schema';
import { compilePattern } from '../rules/field-rules';

const settings: RegisterContext['settings'] = {
  username: { enabled: true, required: true, acceptedPattern: '^[a-z][a-z0-9]{3,15}$' },
  password: { enabled: true, required: true, patternId: 'password' },
  confirmPassword: { enabled: true, required: true },
  mobileNum: { enabled: true, required: false, acceptedPattern: '^\\d{6,15}$' },
  email: { enabled: true, required: false, maxLength: 254 },
  nickname: { enabled: true, required: true, minLength: 2, maxLength: 20 },
  affiliateCode: { enabled: true, required: false },
  qqNum: { enabled: false, required: true },
  captcha: { enabled: true, required: false },
};
const patterns = { password: { pattern: '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$' } };
const context = (overrides: Partial<RegisterContext> = {}): RegisterContext => ({
  mode: 'username',
  settings,
  patterns,
  smsVerification: true,
  ...overrides,
});

function messages(values: Record<string, string>, ctx = context()): Record<string, string> {
  const result = registerSchema(ctx).safeParse({ ...emptyRegister(), ...values });
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const),
      );
}

const valid = {
  username: 'newbie01',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  nickname: 'Newbie',
  captcha: '123456',
};

describe('the registration fields', () => {
  it('shows the fields the settings enable, by mode', () => {
    expect(visibleFields(context())).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'nickname',
      'email',
      'affiliateCode',
      'captcha',
    ]);
    expect(visibleFields(context({ mode: 'mobile' }))).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'nickname',
      'email',
      'affiliateCode',
      'captcha',
    ]);
    expect(visibleFields(context({ mode: 'mobile', smsVerification: false }))).not.toContain(
      'verificationCode',
    );
  });

  it('takes required-ness from the settings; the mobile number is required in mobile mode', () => {
    expect(isRequired('nickname', context())).toBe(true);
    expect(isRequired('email', context())).toBe(false);
    expect(isRequired('mobileNum', context())).toBe(false);
    expect(isRequired('mobileNum', context({ mode: 'mobile' }))).toBe(true);
  });
});

describe('the registration rules', () => {
  it('passes a complete form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('checks each field by the server’s pattern, and lets an optional empty field pass', () => {
    expect(messages({ ...valid, username: 'Bad Name' })).toEqual({
      username: 'errors:account_format',
    });
    expect(messages({ ...valid, password: 'letters', confirmPassword: 'letters' })).toEqual({
      password: 'errors:password_format',
    });
    expect(messages({ ...valid, nickname: '' })).toEqual({ nickname: 'auth:validation.required' });
    expect(messages({ ...valid, email: '' })).toEqual({});
  });

  it('asks for the confirmation (in_incorrect_password) and for it to match (in_confirmation_correct)', () => {
    expect(messages({ ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'auth:in_incorrect_password',
    });
    // The mismatch shows even while another field is wrong.
    expect(messages({ ...valid, username: '', confirmPassword: 'Other123' })).toEqual({
      username: 'auth:validation.required',
      confirmPassword: 'auth:in_confirmation_correct',
    });
  });

  it('asks for the captcha with in_vwrite_code, digits only, at most 6', () => {
    expect(messages({ ...valid, captcha: '' })).toEqual({ captcha: 'auth:in_vwrite_code' });
    expect(messages({ ...valid, captcha: '1234567' })).toEqual({
      captcha: 'auth:validation.captcha_digits',
    });
  });

  it('checks a mobile number without its leading zero', () => {
    const mobile = context({ mode: 'mobile' });
    const mobileValid = { ...valid, mobileNum: '0912345678', verificationCode: '1234' };
    expect(messages(mobileValid, mobile)).toEqual({});
    expect(messages({ ...mobileValid, mobileNum: '01234' }, mobile)).toEqual({
      mobileNum: 'errors:mobile_not_valid',
    });
    expect(messages({ ...mobileValid, verificationCode: '12345678901' }, mobile)).toEqual({
      verificationCode: 'auth:validation.sms_digits',
    });
  });

  it('accepts an e-mail of a standard shape, shorter than 255 characters', () => {
    expect(messages({ ...valid, email: 'someone@example.com' })).toEqual({});
    expect(messages({ ...valid, email: 'not-an-email' })).toEqual({
      email: 'errors:email_format',
    });
    const long = `${'a'.repeat(250)}@example.com`;
    expect(messages({ ...valid, email: long })).toEqual({ email: 'errors:email_format' });
  });

  it('ignores a server pattern that does not compile rather than refusing everyone', () => {
    expect(compilePattern('([')).toBeNull();
    const broken = context({
      settings: { ...settings, username: { enabled: true, required: true, acceptedPattern: '([' } },
    });
    expect(messages(valid, broken)).toEqual({});
  });
});
