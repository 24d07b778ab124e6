import { zodResolver } from '@hookform/resolvers/zod';
import { useCommonPatternsQuery, useSetPasswordByPhoneMutation } from '@mweb/api-client';
import { Button, PasswordInput, useNotice } from '@mweb/ui-kit';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { confirmationMatches, newPasswordShape } from '../change-password/password-rules';
import {
  FORM_NAMESPACES,
  useErrorText,
  useFailureText,
  useRevalidateFilledOnLanguageChange,
} from '../forms/form-support';
import styles from '../forms/form.module.css';
import { mobileField } from '../login/login-schema';
import { mobileForGateway } from '../mobile-number';
import { REQUIRED_MESSAGE, smsCodeField, type CommonPatterns } from '../rules/field-rules';
import { MobileField, SmsCodeField, useDialingCodes } from '../sms/sms-fields';
import { useSmsCode } from '../sms/use-sms-code';
import { SAVED_NOTICE_MS, SAVING_NOTICE_MS } from '../change-password/change-password-page';

interface ForgetValues {
  countryDialingCode: string;
  mobile: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}

function forgetSchema(patterns: CommonPatterns): z.ZodType<ForgetValues, ForgetValues> {
  return confirmationMatches(
    z.object({
      countryDialingCode: z.string().min(1, REQUIRED_MESSAGE),
      mobile: mobileField(patterns, 'loginMobileNum', 'errors:enter_valid_mobile'),
      verificationCode: smsCodeField,
      ...newPasswordShape(patterns),
    }),
  );
}

/** /m/forget: a new password by SMS; the number proves who it is, then back to login. */
export function ForgetPage() {
  const { t } = useTranslation(FORM_NAMESPACES);
  const navigate = useNavigate();
  const notice = useNotice();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { data: patterns = {} } = useCommonPatternsQuery();
  const dialing = useDialingCodes();
  const sms = useSmsCode('noLogin');
  const [setPassword, { isLoading }] = useSetPasswordByPhoneMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgetValues>({
    resolver: zodResolver(forgetSchema(patterns)),
    defaultValues: {
      countryDialingCode: '',
      mobile: '',
      verificationCode: '',
      newPassword: '',
      confirmPassword: '',
    },
    mode: 'onTouched',
  });
  const { register, control, formState, getValues, setValue } = form;
  useRevalidateFilledOnLanguageChange(form);

  useEffect(() => {
    if (dialing.fallback && !getValues('countryDialingCode'))
      setValue('countryDialingCode', dialing.fallback);
  }, [dialing.fallback, getValues, setValue]);

  const requestCode = async () => {
    if (!(await form.trigger(['countryDialingCode', 'mobile']))) return;
    await sms.send(getValues('mobile'), getValues('countryDialingCode'));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const waiting = notice.loading(t('common:status.please_wait'), { duration: SAVING_NOTICE_MS });
    try {
      await setPassword({
        newPassword: values.newPassword,
        mobileNum: mobileForGateway(values.mobile),
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode,
      }).unwrap();
      notice.hide(waiting);
      notice.success(t('auth:change_password.saved'), { duration: SAVED_NOTICE_MS });
      void navigate('/login', { replace: true });
    } catch (error) {
      notice.hide(waiting);
      setFailure(failureText(error));
    }
  });

  return (
    <main className={styles['page']}>
      <h1 className={styles['title']}>{t('auth:forget.title')}</h1>
      <p className={styles['muted']}>{t('auth:forget.by_sms')}</p>
      <form className={styles['form']} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Controller
          control={control}
          name="countryDialingCode"
          render={({ field: country }) => (
            <MobileField
              label={t('auth:login.mobile')}
              placeholder={t('auth:login.mobile_placeholder')}
              countryDialingCode={country.value}
              onCountryChange={country.onChange}
              field={register('mobile')}
              error={errorText(formState.errors.mobile ?? formState.errors.countryDialingCode)}
            />
          )}
        />
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
              onRequest={() => void requestCode()}
            />
          )}
        />
        <PasswordInput
          label={t('auth:change_password.new_password')}
          autoComplete="new-password"
          showPasswordLabel={t('common:action.show_password')}
          hidePasswordLabel={t('common:action.hide_password')}
          error={errorText(formState.errors.newPassword)}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t('auth:change_password.confirm_password')}
          autoComplete="new-password"
          showPasswordLabel={t('common:action.show_password')}
          hidePasswordLabel={t('common:action.hide_password')}
          error={errorText(formState.errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        {failure ? (
          <p role="alert" className={styles['alert']}>
            {failure}
          </p>
        ) : null}
        <Button
          type="submit"
          block
          loading={isLoading}
          loadingLabel={t('common:status.please_wait')}
        >
          {t('auth:forget.submit')}
        </Button>
      </form>
      <p className={styles['links']}>
        <Link className={styles['link']} to="/login">
          {t('auth:register.to_login')}
        </Link>
      </p>
    </main>
  );
}
