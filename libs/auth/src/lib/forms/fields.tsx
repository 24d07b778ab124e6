// The fields the auth forms share, each bound to the form around it (react-hook-form's
// FormProvider): the mobile number with its dialing code, the SMS code, the image captcha, the
// slide check, passwords, and the failure line.
import { useSlideChallengeQuery } from '@mweb/api-client';
import {
  Button,
  CaptchaImage,
  CodeInput,
  PasswordInput,
  SlideCheck,
  SlideCheckPending,
  type PasswordInputProps,
} from '@mweb/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { captchaSource, type useCaptcha } from '../login/use-captcha';
import { CAPTCHA_MAX_DIGITS } from '../rules/field-rules';
import { MobileField, SmsCodeField, useDialingCodes } from '../sms/sms-fields';
import type { useSmsCode } from '../sms/use-sms-code';
import { FIRST_ATTEMPT } from './first-slide-challenge';
import { FORM_NAMESPACES, useErrorText } from './form-support';
import styles from './form.module.css';

/** What the shared fields read from the form around them. */
interface SharedValues {
  countryDialingCode: string;
  mobile: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
}

/**
 * Puts the first of the server's dialing codes in the form (they arrive after the form is made),
 * until the member picks one. Renders nothing. A member who sent the form before the codes came
 * was told the field is required: that message goes once the code is in.
 */
export function DefaultDialingCode() {
  const { getFieldState, getValues, setValue } = useFormContext<SharedValues>();
  const { fallback } = useDialingCodes();
  useEffect(() => {
    if (!fallback || getValues('countryDialingCode')) return;
    setValue('countryDialingCode', fallback, {
      shouldValidate: getFieldState('countryDialingCode').invalid,
    });
  }, [fallback, getFieldState, getValues, setValue]);
  return null;
}

/** The mobile number (field `mobile` or `mobileNum`) with the dialing-code picker inside it. */
export function MobileNumberField({
  name,
  label,
  placeholder,
}: {
  name: 'mobile' | 'mobileNum';
  label: string;
  placeholder?: string;
}) {
  const { control, register, formState } = useFormContext<SharedValues>();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name="countryDialingCode"
      render={({ field: country }) => (
        <MobileField
          label={label}
          placeholder={placeholder}
          countryDialingCode={country.value}
          onCountryChange={country.onChange}
          field={register(name)}
          error={errorText(formState.errors[name] ?? formState.errors.countryDialingCode)}
        />
      )}
    />
  );
}

/** The SMS code (field `verificationCode`) with its get-code countdown. */
export function SmsCodeFormField({
  sms,
  onRequest,
}: {
  sms: ReturnType<typeof useSmsCode>;
  onRequest: () => void;
}) {
  const { control, formState } = useFormContext<SharedValues>();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name="verificationCode"
      render={({ field }) => (
        <SmsCodeField
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errorText(formState.errors.verificationCode)}
          expiresAt={sms.expiresAt}
          sending={sms.sending}
          onRequest={onRequest}
        />
      )}
    />
  );
}

/** The image captcha (field `captcha`): six digits beside the image, which refreshes on tap. */
export function CaptchaFormField({
  label,
  captcha,
}: {
  label: string;
  captcha: ReturnType<typeof useCaptcha>;
}) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const { control, formState } = useFormContext<SharedValues>();
  const errorText = useErrorText();
  return (
    <div className={styles['captcha']}>
      <Controller
        control={control}
        name="captcha"
        render={({ field }) => (
          <CodeInput
            label={label}
            placeholder={t('auth:login.captcha_placeholder')}
            maxLength={CAPTCHA_MAX_DIGITS}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errorText(formState.errors.captcha)}
          />
        )}
      />
      <CaptchaImage
        src={captcha.src}
        loading={captcha.loading}
        label={t('auth:login.captcha_image')}
        onRefresh={captcha.refresh}
      />
    </div>
  );
}

/** A password field with its show/hide toggle, bound to a form field. */
export function PasswordField({
  field,
  ...rest
}: Omit<PasswordInputProps, 'showPasswordLabel' | 'hidePasswordLabel'> & {
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      showPasswordLabel={t('action.show_password')}
      hidePasswordLabel={t('action.hide_password')}
      {...rest}
      {...field}
    />
  );
}

/** What a solved slide check adds to the login or register payload. */
export interface SlideAnswer {
  slideId: string;
  slideOffset: number;
}

/**
 * The slide check's state: a challenge from the server (a new one after each failure, as each is
 * single use), the member's answer to it, and whether the form asked for it in vain.
 * `firstChallenge` lets go of the request `askFirstSlideChallenge` made, once this check holds it
 * (`releaseFirstSlideChallenge`).
 */
export function useSlideCheck(shown = true, firstChallenge?: () => void) {
  const [state, setState] = useState<{
    attempt: number;
    answer: SlideAnswer | null;
    missing: boolean;
  }>({ attempt: FIRST_ATTEMPT, answer: null, missing: false });
  // currentData: while a new challenge loads, the spent one is not shown.
  const { currentData: challenge, isError } = useSlideChallengeQuery(state.attempt, {
    skip: !shown,
  });
  // After the query's own subscription (an earlier effect of this component) has taken it.
  useEffect(() => {
    firstChallenge?.();
  }, [firstChallenge]);
  return {
    ...state,
    challenge,
    failed: isError,
    answer: (offset: number) => {
      if (!challenge) return;
      const answer = { slideId: challenge.slideId, slideOffset: offset };
      setState((current) => ({ ...current, answer, missing: false }));
    },
    /** The answer for the payload; without one, marks it missing and answers null. */
    demand: (): SlideAnswer | null => {
      if (state.answer) return state.answer;
      setState((current) => ({ ...current, missing: true }));
      return null;
    },
    reset: () =>
      setState((current) => ({ attempt: current.attempt + 1, answer: null, missing: false })),
  };
}

/** The slide check on the server's challenge, with the message that asks for it. */
export function SlideCheckField({ check }: { check: ReturnType<typeof useSlideCheck> }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const { challenge } = check;
  return (
    <div>
      {challenge ? (
        <SlideCheck
          puzzle={{
            background: captchaSource(challenge.background) ?? '',
            piece: captchaSource(challenge.piece) ?? '',
            width: challenge.trackWidth,
            height: challenge.height,
            pieceSize: challenge.pieceSize,
            pieceY: challenge.pieceY,
          }}
          label={t('auth:login.slide_check')}
          verifiedLabel={t('auth:login.slide_check_done')}
          tapLabel={t('auth:login.slide_check_tap')}
          tapHint={t('auth:login.slide_check_tap_hint')}
          resetKey={challenge.slideId}
          onVerify={(result) => check.answer(result.offset)}
        />
      ) : check.failed ? (
        <Button variant="secondary" size="s" onClick={check.reset}>
          {t('common:action.retry')}
        </Button>
      ) : (
        <SlideCheckPending label={t('auth:login.slide_check')} />
      )}
      {check.missing ? (
        <p role="alert" className={styles['muted']}>
          {t('auth:login.slide_check_required')}
        </p>
      ) : null}
    </div>
  );
}

/** Why the last submission failed, in the gateway's words. */
export function FailureLine({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className={styles['alert']}>
      {text}
    </p>
  ) : null;
}

/** A form's submit button: full width, busy with "Please wait…" while the call runs. */
export function SubmitButton({
  busy,
  disabled = false,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Button
      type="submit"
      block
      disabled={disabled}
      loading={busy}
      loadingLabel={t('status.please_wait')}
    >
      {children}
    </Button>
  );
}
