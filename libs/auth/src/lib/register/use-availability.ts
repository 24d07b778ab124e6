// The registration form's availability checks: the username and the e-mail are asked of the
// server as the member leaves the field, not per keystroke, and a taken one is said under the field
// before the whole form is sent.
import {
  isApiError,
  useLazyValidateEmailQuery,
  useLazyValidateUsernameQuery,
} from '@mweb/api-client';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RegisterValues } from './register-schema';

/** The fields the server checks. */
export type CheckedField = 'username' | 'email';

/** A burst of blurs (tabbing through, a picker closing) asks once, this long after the last. */
export const AVAILABILITY_DEBOUNCE_MS = 300;

/** What a taken value says, by field. */
export const TAKEN_MESSAGES: Record<CheckedField, string> = {
  username: 'auth:register.username_taken',
  email: 'auth:register.email_taken',
};

/**
 * `check(field)` for the field's blur: once the field's own rules pass, and after the debounce,
 * the server is asked; a taken value, or the server's refusal, marks the field with its message.
 * A value asked about once is not asked again (the answer is cached by the call).
 */
export function useAvailability(
  form: UseFormReturn<RegisterValues>,
  failureText: (error: unknown) => string,
): (field: CheckedField) => void {
  const [validateUsername] = useLazyValidateUsernameQuery();
  const [validateEmail] = useLazyValidateEmailQuery();
  const timers = useRef(new Map<CheckedField, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const ask = async (field: CheckedField) => {
    const value = form.getValues(field).trim();
    if (value === '' || form.getFieldState(field).invalid) return;
    try {
      const answer =
        field === 'username'
          ? await validateUsername({ username: value }, true).unwrap()
          : await validateEmail({ email: value }, true).unwrap();
      // The member may have typed on while the server answered: only the value asked about counts.
      if (form.getValues(field).trim() !== value) return;
      if (!answer.available)
        form.setError(field, { type: 'server', message: TAKEN_MESSAGES[field] });
    } catch (error) {
      // A network failure says nothing about the name: the submit will tell.
      if (!isApiError(error) || typeof error.status !== 'number') return;
      if (form.getValues(field).trim() === value) {
        form.setError(field, { type: 'server', message: failureText(error) });
      }
    }
  };

  return (field) => {
    const pending = timers.current.get(field);
    if (pending) clearTimeout(pending);
    timers.current.set(
      field,
      setTimeout(() => {
        timers.current.delete(field);
        void ask(field);
      }, AVAILABILITY_DEBOUNCE_MS),
    );
  };
}
