import { RATE_LIMITED_CODE, isApiError } from '@mweb/api-client';
import { useRevalidateOnLanguageChange } from '@mweb/i18n';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The namespaces the auth forms' messages come from. */
export const FORM_NAMESPACES = ['auth', 'errors', 'common'] as const;

const DICTIONARY_KEY = /^(auth|errors|common):[\w.]+$/;

/**
 * Words for a field's error. The rules' messages are dictionary keys (see rules/field-rules.ts),
 * turned into words here; a message the gateway wrote for a field is shown as it came.
 */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation(FORM_NAMESPACES);
  return (error) => {
    const message = error?.message;
    if (!message) return undefined;
    return DICTIONARY_KEY.test(message) ? t(message) : message;
  };
}

/** What a failed call says to the user: the gateway's own (localised) message, or a general one. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation(FORM_NAMESPACES);
  return (error) => {
    if (!isApiError(error)) return t('errors:unknown_error');
    if (error.status === 'FETCH_ERROR') return t('errors:network');
    if (error.status === 'TIMEOUT') return t('errors:timeout');
    if (error.errorCode === RATE_LIMITED_CODE) {
      return error.retryAfterSeconds === undefined
        ? t('errors:too_many_attempts_later')
        : t('errors:too_many_attempts', { seconds: error.retryAfterSeconds });
    }
    return error.message || t('errors:unknown_error');
  };
}

/**
 * Re-validates the fields the user has filled 200 ms after a language change (SPEC.md section 4),
 * so every message on screen is in the new language; empty fields stay quiet.
 */
export function useRevalidateFilledOnLanguageChange<Values extends FieldValues>(
  form: UseFormReturn<Values>,
): void {
  useRevalidateOnLanguageChange(() => revalidateFilled(form));
}

/** Checks again every field the user has filled; empty fields stay quiet. */
export function revalidateFilled<Values extends FieldValues>(form: UseFormReturn<Values>): void {
  const values = form.getValues();
  const filled = (Object.keys(values) as Path<Values>[]).filter(
    (name) => typeof values[name] === 'string' && values[name] !== '',
  );
  if (filled.length > 0) void form.trigger(filled);
}
