// The forms' validation rules, built at run time from what the server says: the shared patterns by
// name (SPEC.md section 5: loginUsername, loginPassword, password, mobileNum...) and, for
// registration, which fields show and which are required. A message is a dictionary key, turned
// into words where it is shown, so a language change re-words it.
import type { FieldCheck } from './form-rules';

/** A server rule for one field; `'*'` or nothing means no bound. */
export interface FieldRule {
  pattern?: string;
  acceptedPattern?: string;
  minLength?: number | '*';
  maxLength?: number | '*';
}

/** Dictionary keys (namespace-qualified) of a field's two failures. */
export interface FieldMessages {
  required: string;
  format: string;
}

export const REQUIRED_MESSAGE = 'auth:validation.required';

/**
 * A server pattern as a RegExp, or null when there is none or it does not compile: a broken rule
 * on the server must not lock everyone out of the form, and the server checks again anyway.
 */
export function compilePattern(source: string | undefined): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

const bound = (value: number | '*' | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Whether a non-empty value satisfies a rule's length and pattern. */
export function satisfies(value: string, rule: FieldRule | undefined): boolean {
  if (!rule) return true;
  const min = bound(rule.minLength);
  const max = bound(rule.maxLength);
  if (min !== null && value.length < min) return false;
  if (max !== null && value.length > max) return false;
  const pattern = compilePattern(rule.acceptedPattern ?? rule.pattern);
  return pattern === null || pattern.test(value);
}

/** A text field: empty passes unless required; otherwise the rule decides. */
export function textField(options: {
  rule?: FieldRule | undefined;
  required: boolean;
  messages: FieldMessages;
}): FieldCheck {
  const { rule, required, messages } = options;
  return (value) => {
    if (value === '') return required ? messages.required : undefined;
    return satisfies(value, rule) ? undefined : messages.format;
  };
}

/** A captcha: required (in_vwrite_code), digits only, at most six (SPEC.md sections 5 and 9). */
export const CAPTCHA_MAX_DIGITS = 6;
export const captchaField = textField({
  rule: { pattern: `^\\d{1,${CAPTCHA_MAX_DIGITS}}$` },
  required: true,
  messages: { required: 'auth:in_vwrite_code', format: 'auth:validation.captcha_digits' },
});

/** An SMS code: required, digits only, at most ten. */
export const SMS_CODE_MAX_DIGITS = 10;
export const smsCodeField = textField({
  rule: { pattern: `^\\d{1,${SMS_CODE_MAX_DIGITS}}$` },
  required: true,
  messages: { required: 'auth:validation.required', format: 'auth:validation.sms_digits' },
});

/** E-mail: a standard shape and shorter than 255 characters (SPEC.md section 5). */
export const EMAIL_MAX_LENGTH = 255;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return value.length < EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The server's shared rules by name, as the patterns call answers them. */
export type CommonPatterns = Readonly<Record<string, FieldRule>>;

/** Until the shared rules arrive, only each field's own checks apply (one object, so memos hold). */
export const NO_PATTERNS: CommonPatterns = {};
