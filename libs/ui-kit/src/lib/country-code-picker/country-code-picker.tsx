import { useId } from 'react';
import { Flag } from '../flag/flag';
import { cx } from '../internal/class-names';
import visuallyHidden from '../internal/visually-hidden.module.css';
import styles from './country-code-picker.module.css';

export interface CountryDialingCode {
  /** The dialing code with its plus (e.g. `+84`). */
  dialingCode: string;
  /** The country's name, in the current language. */
  name: string;
  /** The country's code as the image CDN names its flag (`VN`). */
  countryCode?: string;
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
  /** The image CDN: with it, the chosen country's flag shows beside its code. */
  flagCdn?: string | undefined;
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
  flagCdn,
  className,
}: CountryCodePickerProps) {
  const id = useId();
  const chosen = options.find((option) => option.dialingCode === value);
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
        {flagCdn !== undefined && chosen?.countryCode ? (
          // Beside the code, which the select already names: decorative.
          <>
            <Flag
              key={chosen.countryCode}
              cdn={flagCdn}
              code={chosen.countryCode}
              label=""
              size="s"
            />{' '}
          </>
        ) : null}
        {value}
      </span>
    </span>
  );
}
