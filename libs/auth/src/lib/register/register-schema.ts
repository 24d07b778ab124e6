// Registration's fields and rules (SPEC.md sections 3 and 5): which fields show and which are
// required come from the server's registration settings, their patterns from the settings or the
// shared rule set, and the confirmation must match the password.
import { mobileForGateway } from '../mobile-number';
import {
  REQUIRED_MESSAGE,
  captchaField,
  isEmail,
  satisfies,
  smsCodeField,
  textField,
  type CommonPatterns,
  type FieldRule,
} from '../rules/field-rules';
import { formSchema, type FieldCheck, type FormSchema } from '../rules/form-rules';

/** Every field the registration form can show, in the order it shows them. */
export const REGISTER_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type RegisterValues = Record<RegisterField, string> & {
  countryDialingCode: string;
  agreement: boolean;
};

export type RegisterMode = 'username' | 'mobile';

/** One field's registration setting, as the server answers it. */
export interface RegisterFieldSetting extends FieldRule {
  enabled: boolean;
  required: boolean;
  patternId?: string;
}

export type RegisterSettings = Readonly<Record<string, RegisterFieldSetting>>;

/** What decides the form besides the settings. */
export interface RegisterContext {
  mode: RegisterMode;
  settings: RegisterSettings;
  patterns: CommonPatterns;
  /** REGMOBVERF3: a mobile registration proves the number with an SMS code. */
  smsVerification: boolean;
}

export function emptyRegister(affiliateCode = ''): RegisterValues {
  const values = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ''])) as Record<
    RegisterField,
    string
  >;
  return { ...values, affiliateCode, countryDialingCode: '', agreement: true };
}

/** The dictionary key of a field's format failure (SPEC.md section 8's messages where one fits). */
const FORMAT_MESSAGES: Partial<Record<RegisterField, string>> = {
  username: 'errors:account_format',
  password: 'errors:password_format',
  paymentPassword: 'errors:password_format',
  mobileNum: 'errors:mobile_not_valid',
  email: 'errors:email_format',
  nickname: 'errors:name_format',
  payeeName: 'errors:name_format',
  recommenderId: 'errors:referrer_link_error',
  affiliateCode: 'errors:invalid_invitation_code',
  verificationCode: 'errors:verification_code_error',
};

/** Whether a field shows, for this mode and these settings. */
export function isVisible(field: RegisterField, context: RegisterContext): boolean {
  const { mode, settings, smsVerification } = context;
  switch (field) {
    case 'username':
      return mode === 'username';
    case 'mobileNum':
      return mode === 'mobile' || settings['mobileNum']?.enabled === true;
    case 'verificationCode':
      return mode === 'mobile' && smsVerification;
    case 'password':
      return true;
    case 'confirmPassword':
      return settings['confirmPassword']?.enabled !== false;
    default:
      return settings[field]?.enabled === true;
  }
}

/** Whether a shown field must be filled. */
export function isRequired(field: RegisterField, context: RegisterContext): boolean {
  switch (field) {
    case 'username':
    case 'password':
    case 'confirmPassword':
    case 'captcha':
    case 'verificationCode':
      return true;
    case 'mobileNum':
      return context.mode === 'mobile' || context.settings['mobileNum']?.required === true;
    default:
      return context.settings[field]?.required === true;
  }
}

/** The fields shown, in order. */
export function visibleFields(context: RegisterContext): RegisterField[] {
  return REGISTER_FIELDS.filter((field) => isVisible(field, context));
}

/** A field's rule: the setting's own bounds and pattern over the shared rule it names. */
export function ruleFor(field: RegisterField, context: RegisterContext): FieldRule {
  const setting = context.settings[field];
  const shared = context.patterns[setting?.patternId ?? field] ?? {};
  return {
    ...shared,
    ...(setting?.acceptedPattern ? { acceptedPattern: setting.acceptedPattern } : {}),
    ...(setting?.minLength !== undefined ? { minLength: setting.minLength } : {}),
    ...(setting?.maxLength !== undefined ? { maxLength: setting.maxLength } : {}),
  };
}

function fieldSchema(field: RegisterField, context: RegisterContext): FieldCheck | undefined {
  if (!isVisible(field, context)) return undefined;
  if (field === 'captcha') return captchaField;
  if (field === 'verificationCode') return smsCodeField;
  const required = isRequired(field, context);
  const rule = ruleFor(field, context);
  const format = FORMAT_MESSAGES[field] ?? 'auth:validation.format';
  if (field === 'confirmPassword') {
    return textField({
      required: true,
      messages: { required: 'auth:in_incorrect_password', format },
    });
  }
  return (value) => {
    if (value === '') return required ? REQUIRED_MESSAGE : undefined;
    const checked = field === 'mobileNum' ? mobileForGateway(value) : value;
    const valid = satisfies(checked, rule) && (field !== 'email' || isEmail(value));
    return valid ? undefined : format;
  };
}

/** The registration rules for a mode and the server's settings. */
export function registerSchema(context: RegisterContext): FormSchema<RegisterValues> {
  const shape: Partial<Record<RegisterField, FieldCheck>> = {};
  for (const field of REGISTER_FIELDS) shape[field] = fieldSchema(field, context);
  return formSchema<RegisterValues>(shape, [
    (values) =>
      !isVisible('confirmPassword', context) ||
      values.confirmPassword === '' ||
      values.confirmPassword === values.password
        ? undefined
        : { path: 'confirmPassword', message: 'auth:in_confirmation_correct' },
  ]);
}
