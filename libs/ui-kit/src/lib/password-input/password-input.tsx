import { useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { Input, type InputProps } from '../input/input';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'end'> {
  /** The toggle's accessible name while the password is hidden (e.g. "Show password"). */
  showPasswordLabel: string;
  /** The toggle's accessible name while the password is shown (e.g. "Hide password"). */
  hidePasswordLabel: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordInput({
  showPasswordLabel,
  hidePasswordLabel,
  defaultVisible = false,
  autoComplete = 'current-password',
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Input
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      end={
        <IconButton
          label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-pressed={visible}
          icon={<EyeIcon open={visible} />}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
