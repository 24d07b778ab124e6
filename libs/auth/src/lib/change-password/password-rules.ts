import { REQUIRED_MESSAGE, textField, type CommonPatterns } from '../rules/field-rules';
import type { CrossFieldRule } from '../rules/form-rules';

/** The new password (the shared 'password' rule) and its confirmation (SPEC.md section 5). */
export function newPasswordShape(patterns: CommonPatterns) {
  return {
    newPassword: textField({
      rule: patterns['password'],
      required: true,
      messages: { required: REQUIRED_MESSAGE, format: 'errors:password_format' },
    }),
    confirmPassword: textField({
      required: true,
      messages: {
        required: 'auth:change_password.enter_password',
        format: 'auth:change_password.not_matched',
      },
    }),
  };
}

/** The confirmation must equal the new password: "Confirmation password not matched". */
export function confirmationMatches<
  Values extends { newPassword: string; confirmPassword: string },
>(): CrossFieldRule<Values> {
  return (values) =>
    values.confirmPassword === '' || values.confirmPassword === values.newPassword
      ? undefined
      : { path: 'confirmPassword', message: 'auth:change_password.not_matched' };
}
