import { z } from 'zod';
import { MOBILE_MAX_LENGTH, mobileForGateway } from '../mobile-number';
import {
  REQUIRED_MESSAGE,
  captchaField,
  satisfies,
  smsCodeField,
  textField,
  type CommonPatterns,
} from '../rules/field-rules';

export type LoginMethod = 'username' | 'sms';

/** Every field the login form has; a method validates only its own. */
export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  countryDialingCode: string;
  mobile: string;
  verificationCode: string;
  remember: boolean;
}

export const emptyLogin: LoginValues = {
  username: '',
  password: '',
  captcha: '',
  countryDialingCode: '',
  mobile: '',
  verificationCode: '',
  remember: false,
};

/** A login mobile number: at most 20 characters, then the server's loginMobileNum rule. */
export function mobileField(patterns: CommonPatterns, ruleName: string, formatMessage: string) {
  return z.string().superRefine((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      return;
    }
    if (value.length > MOBILE_MAX_LENGTH || !satisfies(mobileForGateway(value), patterns[ruleName]))
      context.addIssue({ code: 'custom', message: formatMessage });
  });
}

/**
 * The login rules of SPEC.md section 5 (loginUsername, loginPassword, loginMobileNum,
 * verificationCode), for the chosen method; the captcha only while it is shown.
 */
export function loginSchema(method: LoginMethod, patterns: CommonPatterns, captchaShown: boolean) {
  const anything = z.string();
  if (method === 'sms') {
    return z.object({
      username: anything,
      password: anything,
      captcha: anything,
      countryDialingCode: z.string().min(1, REQUIRED_MESSAGE),
      mobile: mobileField(patterns, 'loginMobileNum', 'errors:enter_valid_mobile'),
      verificationCode: smsCodeField,
      remember: z.boolean(),
    });
  }
  return z.object({
    username: textField({
      rule: patterns['loginUsername'],
      required: true,
      messages: { required: REQUIRED_MESSAGE, format: 'errors:account_format' },
    }),
    password: textField({
      rule: patterns['loginPassword'],
      required: true,
      messages: { required: REQUIRED_MESSAGE, format: 'errors:password_format' },
    }),
    captcha: captchaShown ? captchaField : anything,
    countryDialingCode: anything,
    mobile: anything,
    verificationCode: anything,
    remember: z.boolean(),
  });
}
