import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../forms/fields';
import { useErrorText } from '../forms/form-support';

/** The new password and its confirmation, as the change and the reset both ask them. */
export function NewPasswordFields() {
  const { t } = useTranslation('auth');
  const { register, formState } = useFormContext<{
    newPassword: string;
    confirmPassword: string;
  }>();
  const errorText = useErrorText();
  return (
    <>
      <PasswordField
        label={t('change_password.new_password')}
        autoComplete="new-password"
        error={errorText(formState.errors.newPassword)}
        field={register('newPassword')}
      />
      <PasswordField
        label={t('change_password.confirm_password')}
        autoComplete="new-password"
        error={errorText(formState.errors.confirmPassword)}
        field={register('confirmPassword')}
      />
    </>
  );
}
