import { type ChangeEvent, useState } from 'react';
import { Input, type InputProps } from '../input/input';

export interface CodeInputProps extends Omit<
  InputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'
> {
  /** The most digits accepted: 6 for a captcha, 10 for an SMS code (SPEC.md section 9). */
  maxLength?: number;
  /** The digits, when the parent owns them. */
  value?: string;
  /** The starting digits, when the field owns them. */
  defaultValue?: string;
  /** Called with the digits only, after anything else typed or pasted was dropped. */
  onValueChange?: (digits: string) => void;
}

/** Keeps the ASCII digits of a text (full-width and other scripts' digits are dropped). */
export function digitsOnly(text: string, maxLength: number): string {
  return text.replace(/[^0-9]/g, '').slice(0, maxLength);
}

/**
 * A numeric code field (captcha, SMS code): digits only, at most `maxLength`, numeric keypad.
 * The length is enforced by the filter, not the `maxlength` attribute, which would cut a pasted
 * "code: 123456" before its digits are reached.
 */
export function CodeInput({
  maxLength = 6,
  value,
  defaultValue = '',
  onValueChange,
  ...rest
}: CodeInputProps) {
  const [own, setOwn] = useState(() => digitsOnly(defaultValue, maxLength));
  const digits = value === undefined ? own : digitsOnly(value, maxLength);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = digitsOnly(event.target.value, maxLength);
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <Input
      autoComplete="one-time-code"
      {...rest}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      value={digits}
      onChange={onChange}
    />
  );
}
