import { MOBILE_MAX_LENGTH, mobileForGateway } from '../mobile-number';
import { formSchema, type FieldCheck, type FormSchema } from '../rules/form-rules';
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
export function mobileField(
  patterns: CommonPatterns,
  ruleName: string,
  formatMessage: string,
): FieldCheck {
  return (value) => {
    if (value === '') return REQUIRED_MESSAGE;
    return value.length > MOBILE_MAX_LENGTH ||
      !satisfies(mobileForGateway(value), patterns[ruleName])
      ? formatMessage
      : undefined;
  };
}

/** A field that must not be empty (a picked dialing code). */
export const requiredField: FieldCheck = (value) => (value === '' ? REQUIRED_MESSAGE : undefined);

/**
 * The login rules of SPEC.md section 5 (loginUsername, loginPassword, loginMobileNum,
 * verificationCode), for the chosen method; the captcha only while it is shown.
 */
export function loginSchema(
  method: LoginMethod,
  patterns: CommonPatterns,
  captchaShown: boolean,
): FormSchema<LoginValues> {
  if (method === 'sms') {
    return formSchema<LoginValues>({
      countryDialingCode: requiredField,
      mobile: mobileField(patterns, 'loginMobileNum', 'errors:enter_valid_mobile'),
      verificationCode: smsCodeField,
    });
  }
  return formSchema<LoginValues>({
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
    ...(captchaShown ? { captcha: captchaField } : {}),
  });
}
