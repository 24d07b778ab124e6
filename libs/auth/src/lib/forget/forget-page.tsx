import { useCommonPatternsQuery, useSetPasswordByPhoneMutation } from '@mweb/api-client';
import { ScreenLink, useScreenPath } from '@mweb/api-client/screens';
import { useNotice } from '@mweb/ui-kit';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../change-password/new-password-fields';
import { confirmationMatches, newPasswordShape } from '../change-password/password-rules';
import {
  FORM_NAMESPACES,
  useFailureText,
  useRevalidateFilledOnLanguageChange,
} from '../forms/form-support';
import {
  DefaultDialingCode,
  FailureLine,
  MobileNumberField,
  SmsCodeFormField,
  SubmitButton,
} from '../forms/fields';
import styles from '../forms/form.module.css';
import { ScreenTop } from '../forms/screen-top';
import { mobileField, requiredField } from '../login/login-schema';
import { formResolver, formSchema, type FormSchema } from '../rules/form-rules';
import { mobileForGateway } from '../mobile-number';
import { NO_PATTERNS, smsCodeField, type CommonPatterns } from '../rules/field-rules';
import { useSmsCode } from '../sms/use-sms-code';
import { SAVED_NOTICE_MS, SAVING_NOTICE_MS } from '../notice-durations';

interface ForgetValues {
  countryDialingCode: string;
  mobile: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}

function forgetSchema(patterns: CommonPatterns): FormSchema<ForgetValues> {
  return formSchema<ForgetValues>(
    {
      countryDialingCode: requiredField,
      mobile: mobileField(patterns, 'loginMobileNum', 'errors:enter_valid_mobile'),
      verificationCode: smsCodeField,
      ...newPasswordShape(patterns),
    },
    [confirmationMatches()],
  );
}

/** /m/forget: a new password by SMS; the number proves who it is, then back to login. */
export function ForgetPage() {
  const { t } = useTranslation(FORM_NAMESPACES);
  const navigate = useNavigate();
  const login = useScreenPath('login');
  const notice = useNotice();
  const failureText = useFailureText();
  const { data: patterns = NO_PATTERNS } = useCommonPatternsQuery();
  const schema = useMemo(() => forgetSchema(patterns), [patterns]);
  const sms = useSmsCode('noLogin');
  const [setPassword, { isLoading }] = useSetPasswordByPhoneMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgetValues>({
    resolver: formResolver(schema),
    defaultValues: {
      countryDialingCode: '',
      mobile: '',
      verificationCode: '',
      newPassword: '',
      confirmPassword: '',
    },
    mode: 'onTouched',
  });
  const { getValues } = form;
  useRevalidateFilledOnLanguageChange(form);

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
      if (login) void navigate(login, { replace: true });
    } catch (error) {
      notice.hide(waiting);
      setFailure(failureText(error));
    }
  });

  return (
    <>
      <ScreenTop title={t('auth:forget.title')} />
      <main className={styles['page']}>
        <p className={styles['muted']}>{t('auth:forget.by_sms')}</p>
        <FormProvider {...form}>
          <DefaultDialingCode />
          <form className={styles['form']} noValidate onSubmit={(event) => void onSubmit(event)}>
            <MobileNumberField
              name="mobile"
              label={t('auth:login.mobile')}
              placeholder={t('auth:login.mobile_placeholder')}
            />
            <SmsCodeFormField sms={sms} onRequest={() => void requestCode()} />
            <NewPasswordFields />
            <FailureLine text={failure} />
            <SubmitButton busy={isLoading}>{t('auth:forget.submit')}</SubmitButton>
          </form>
        </FormProvider>
        <p className={styles['links']}>
          <ScreenLink className={styles['link']} screen="login">
            {t('auth:register.to_login')}
          </ScreenLink>
        </p>
      </main>
    </>
  );
}
