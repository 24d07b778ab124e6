import { PasswordInput } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';

export interface PaymentPasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** `new-password` where the member sets it; `off` (the default) where a move is confirmed. */
  autoComplete?: 'new-password' | 'off';
}

/**
 * The six-digit payment password, as a withdrawal and a bank-card bind confirm with it and the
 * security centre and the withdraw set-up set it: digits on the phone's keyboard, never more than
 * six, with the show and hide toggle.
 */
export function PaymentPasswordInput({
  label,
  value,
  onChange,
  error,
  autoComplete = 'off',
}: PaymentPasswordInputProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      label={label}
      showPasswordLabel={t('action.show_password')}
      hidePasswordLabel={t('action.hide_password')}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
