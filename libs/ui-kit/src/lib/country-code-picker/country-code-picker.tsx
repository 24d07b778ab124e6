import { useId } from 'react';
import { cx } from '../internal/class-names';
import visuallyHidden from '../internal/visually-hidden.module.css';
import styles from './country-code-picker.module.css';

export interface CountryDialingCode {
  /** The dialing code with its plus (e.g. `+84`). */
  dialingCode: string;
  /** The country's name, in the current language. */
  name: string;
}

export interface CountryCodePickerProps {
  /** The dialing codes offered (from the server's country list). */
  options: readonly CountryDialingCode[];
  /** The chosen dialing code. */
  value: string;
  /** Called with the chosen dialing code. */
  onChange: (dialingCode: string) => void;
  /** The picker's name (e.g. "Country code"). */
  label: string;
  /** Extra class. */
  className?: string;
}

/**
 * The dialing-code picker inside the mobile field: compact (it shows only the code), the phone's
 * own picker when opened (each option names its country).
 */
export function CountryCodePicker({
  options,
  value,
  onChange,
  label,
  className,
}: CountryCodePickerProps) {
  const id = useId();
  return (
    <span className={cx(styles['picker'], className)}>
      <label htmlFor={id} className={visuallyHidden['hidden']}>
        {label}
      </label>
      <select
        id={id}
        className={styles['select']}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option
            key={`${option.dialingCode}-${option.name}`}
            value={option.dialingCode}
            label={`${option.dialingCode} ${option.name}`}
          >
            {option.dialingCode} {option.name}
          </option>
        ))}
      </select>
      <span className={styles['shown']} aria-hidden="true">
        {value}
      </span>
    </span>
  );
}
