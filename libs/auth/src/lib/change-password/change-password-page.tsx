import { isApiError, useChangePasswordMutation, useCommonPatternsQuery } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import {
  forgetCredentials,
  recallCredentials,
  rememberCredentials,
  selectUserName,
  type Credentials,
} from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { ConfirmDialog, Input, useNotice } from '@mweb/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  FORM_NAMESPACES,
  useErrorText,
  useFailureText,
  useRevalidateFilledOnLanguageChange,
} from '../forms/form-support';
import { FailureLine, PasswordField, SubmitButton } from '../forms/fields';
import styles from '../forms/form.module.css';
import { NewPasswordFields } from './new-password-fields';
import {
  NO_PATTERNS,
  REQUIRED_MESSAGE,
  textField,
  type CommonPatterns,
} from '../rules/field-rules';
import { confirmationMatches, newPasswordShape } from './password-rules';
import { formResolver, formSchema, type FormSchema } from '../rules/form-rules';
import { SAVED_NOTICE_MS, SAVING_NOTICE_MS } from '../notice-durations';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function changePasswordSchema(
  patterns: CommonPatterns,
  askOld: boolean,
): FormSchema<ChangePasswordValues> {
  return formSchema<ChangePasswordValues>(
    {
      ...(askOld
        ? {
            oldPassword: textField({
              rule: patterns['loginPassword'],
              required: true,
              messages: { required: REQUIRED_MESSAGE, format: 'errors:password_format' },
            }),
          }
        : {}),
      ...newPasswordShape(patterns),
    },
    [confirmationMatches()],
  );
}

/** The password remembered for this member on this device, if any: it stands in for the old one. */
function rememberedFor(userName: string | null): Credentials | undefined {
  const remembered = recallCredentials('username');
  return remembered && userName && remembered.username.toLowerCase() === userName.toLowerCase()
    ? remembered
    : undefined;
}

/** /m/changePsw: a new password; the old one is asked only when none is remembered here. */
export function ChangePasswordPage() {
  const { t } = useTranslation(FORM_NAMESPACES);
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const notice = useNotice();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const userName = useAppSelector(selectUserName);
  const { data: patterns = NO_PATTERNS } = useCommonPatternsQuery();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [remembered, setRemembered] = useState(() => rememberedFor(userName));
  const [sameAsOld, setSameAsOld] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const askOld = remembered === undefined;

  const schema = useMemo(() => changePasswordSchema(patterns, askOld), [patterns, askOld]);
  const form = useForm<ChangePasswordValues>({
    resolver: formResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { register, formState } = form;
  useRevalidateFilledOnLanguageChange(form);
  // "Change saved" shows for a second, then home.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate(home, { replace: true }), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate, home]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const oldPassword = remembered?.password ?? values.oldPassword;
    if (values.newPassword === oldPassword) {
      setSameAsOld(true);
      return;
    }
    const waiting = notice.loading(t('common:status.please_wait'), { duration: SAVING_NOTICE_MS });
    try {
      await changePassword({
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      }).unwrap();
      notice.hide(waiting);
      notice.success(t('auth:change_password.saved'), { duration: SAVED_NOTICE_MS });
      // The remembered password, if any, follows the change, encrypted as ever.
      if (remembered && userName) {
        rememberCredentials('username', {
          username: remembered.username,
          password: values.newPassword,
        });
      }
      setSaved(true);
    } catch (error) {
      notice.hide(waiting);
      if (isApiError(error) && error.errorCode === 'password.old.incorrect') {
        // A remembered password that no longer works is forgotten, and the member is asked.
        if (remembered) {
          forgetCredentials('username');
          setRemembered(undefined);
        }
        form.setError('oldPassword', { type: 'server', message: failureText(error) });
        return;
      }
      if (isApiError(error) && error.errorCode === 'password.format.invalid') {
        form.setError(
          'newPassword',
          { type: 'server', message: failureText(error) },
          { shouldFocus: true },
        );
        return;
      }
      setFailure(failureText(error));
    }
  });

  return (
    <main className={styles['page']}>
      <FormProvider {...form}>
        <form className={styles['form']} noValidate onSubmit={(event) => void onSubmit(event)}>
          <Input
            label={t('auth:change_password.username')}
            value={userName ?? ''}
            disabled
            readOnly
          />
          {askOld ? (
            <PasswordField
              label={t('auth:change_password.old_password')}
              autoComplete="current-password"
              error={errorText(formState.errors.oldPassword)}
              field={register('oldPassword')}
            />
          ) : null}
          <NewPasswordFields />
          <FailureLine text={failure} />
          <SubmitButton busy={isLoading}>{t('auth:change_password.submit')}</SubmitButton>
        </form>
      </FormProvider>
      <ConfirmDialog
        open={sameAsOld}
        title={t('auth:change_password.title')}
        message={t('auth:change_password.same_as_old')}
        confirmLabel={t('common:action.ok')}
        onConfirm={() => setSameAsOld(false)}
        onCancel={() => setSameAsOld(false)}
      />
    </main>
  );
}
