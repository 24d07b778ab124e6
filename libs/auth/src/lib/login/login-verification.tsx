// The login's second step: the gateway answered `login_verify_required`, so the member types the
// code it asked for (an SMS to their mobile, or an authenticator app's code) and the login goes on
// as any other (GATEWAY.md, "Login verification").
import { isApiError, useLoginVerificationMutation, type LoginChallenge } from '@mweb/api-client';
import { Button, CodeInput } from '@mweb/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureLine, SubmitButton } from '../forms/fields';
import { FORM_NAMESPACES, useFailureText } from '../forms/form-support';
import styles from '../forms/form.module.css';
import { SMS_CODE_MAX_DIGITS } from '../rules/field-rules';

/** The challenge a failed login carries, read defensively: an odd gateway falls back to SMS. */
export function loginChallengeOf(error: unknown): LoginChallenge | null {
  if (!isApiError(error) || error.errorCode !== 'login_verify_required') return null;
  const value = typeof error.value === 'object' && error.value !== null ? error.value : {};
  const method = 'method' in value && value.method === 'authenticator' ? 'authenticator' : 'sms';
  const maskedMobile =
    'maskedMobile' in value && typeof value.maskedMobile === 'string'
      ? value.maskedMobile
      : undefined;
  return { method, ...(maskedMobile ? { maskedMobile } : {}) };
}

export interface LoginVerificationProps {
  username: string;
  challenge: LoginChallenge;
  /** The login went through. */
  onVerified: () => void;
  /** The member gives up this login and goes back to the form. */
  onCancel: () => void;
}

/** The code screen of the second step. */
export function LoginVerification({
  username,
  challenge,
  onVerified,
  onCancel,
}: LoginVerificationProps) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const failureText = useFailureText();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [verify, { isLoading }] = useLoginVerificationMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was replaced by this step: a screen reader and the keyboard start at its heading.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (code === '') {
      setError(t('auth:login_verification.code_required'));
      return;
    }
    setError(null);
    try {
      await verify({ username, verificationCode: code }).unwrap();
      onVerified();
    } catch (caught) {
      setCode('');
      setFailure(failureText(caught));
    }
  };

  return (
    <form
      className={styles['form']}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('auth:login_verification.title')}
      </h2>
      <p className={styles['muted']}>
        {challenge.method === 'authenticator'
          ? t('auth:login_verification.authenticator_hint')
          : challenge.maskedMobile
            ? t('auth:login_verification.sms_hint', { mobile: challenge.maskedMobile })
            : t('auth:login_verification.sms_hint_unknown')}
      </p>
      <CodeInput
        label={
          challenge.method === 'authenticator'
            ? t('auth:login_verification.authenticator_code')
            : t('auth:login_verification.sms_code')
        }
        maxLength={SMS_CODE_MAX_DIGITS}
        value={code}
        onValueChange={setCode}
        error={error ?? undefined}
      />
      <FailureLine text={failure} />
      <SubmitButton busy={isLoading}>{t('auth:login_verification.submit')}</SubmitButton>
      <Button type="button" variant="secondary" block onClick={onCancel}>
        {t('auth:login_verification.back')}
      </Button>
    </form>
  );
}
