// Setting the six-digit payment password, proved by the login password: the security centre's
// passwords section and the withdraw screen's set-up step are the same form in different frames
// and words. The fields, their checks, the call and its refusals are here once; each screen keeps
// its frame (heading, failure line, submit) and passes its own words.
import { isApiError, useSetPaymentPasswordMutation } from '@mweb/api-client';
import { PasswordInput } from '@mweb/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentPasswordInput } from './payment-password-input';

/** The screen's words for the form (each screen's namespace has its own). */
export interface PaymentPasswordWords {
  loginPassword: string;
  newPaymentPassword: string;
  loginRequired: string;
  paymentFormat: string;
  loginIncorrect: string;
}

export interface PaymentPasswordForm {
  /** The login password and the new payment password, with their problems. */
  fields: ReactNode;
  busy: boolean;
  /** A failure that belongs to no field, in the screen's words. */
  failure: string | undefined;
  /** Checks the fields and sends; a refusal keeps what was typed. */
  submit: () => void;
}

export function usePaymentPasswordForm({
  words,
  failureText,
  onSaved,
}: {
  words: PaymentPasswordWords;
  failureText: (error: unknown) => string;
  onSaved?: () => void;
}): PaymentPasswordForm {
  const { t } = useTranslation('common');
  const [loginPassword, setLoginPassword] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<{ login?: string; payment?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [save, { isLoading }] = useSetPaymentPasswordMutation();
  const toggle = {
    showPasswordLabel: t('action.show_password'),
    hidePasswordLabel: t('action.hide_password'),
  };

  const submit = () => {
    if (isLoading) return;
    setFailure(undefined);
    const next = {
      login: loginPassword === '' ? words.loginRequired : undefined,
      payment: /^\d{6}$/.test(paymentPassword) ? undefined : words.paymentFormat,
    };
    setProblems(next);
    if (next.login || next.payment) return;
    save({ loginPassword, paymentPassword })
      .unwrap()
      .then(() => {
        setLoginPassword('');
        setPaymentPassword('');
        onSaved?.();
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.errorCode === 'password.old.incorrect') {
          setProblems({ login: words.loginIncorrect });
        } else {
          setFailure(failureText(error));
        }
      });
  };

  const fields = (
    <>
      <PasswordInput
        {...toggle}
        label={words.loginPassword}
        autoComplete="current-password"
        value={loginPassword}
        onChange={(event) => setLoginPassword(event.target.value)}
        error={problems.login}
      />
      <PaymentPasswordInput
        label={words.newPaymentPassword}
        autoComplete="new-password"
        value={paymentPassword}
        onChange={setPaymentPassword}
        error={problems.payment}
      />
    </>
  );

  return { fields, busy: isLoading, failure, submit };
}
