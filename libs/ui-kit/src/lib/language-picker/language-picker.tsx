import { LOGIN_LANGUAGES, type LanguageCode, languageOf } from '@mweb/i18n';
import { useId } from 'react';
import { Flag } from '../flag/flag';
import { cx } from '../internal/class-names';
import visuallyHidden from '../internal/visually-hidden.module.css';
import styles from './language-picker.module.css';

/** The flag each picker language shows: the country whose flag the CDN names for it. */
const LANGUAGE_FLAGS: Partial<Record<LanguageCode, string>> = {
  CN: 'CN',
  EN: 'GB',
  TH: 'TH',
  VI: 'VN',
  UR: 'PK',
  JA: 'JP',
  KO: 'KR',
  ID: 'ID',
  TR: 'TR',
  NE: 'NP',
  BN: 'BD',
  LO: 'LA',
  KM: 'KH',
  MY: 'MM',
};

export interface LanguagePickerProps {
  /** The current language. */
  value: LanguageCode;
  /** Called with the chosen language. */
  onChange: (code: LanguageCode) => void;
  /** The picker's name (e.g. "Language"). */
  label: string;
  /** The languages offered (the login picker's CN, EN, TH, VI by default; EN and UR in the header). */
  languages?: readonly LanguageCode[];
  /** Show the label as text, not only to screen readers. */
  showLabel?: boolean;
  /** Sized for a header bar: a smaller select that leaves the bar its margins. */
  compact?: boolean;
  /** The image CDN: with it, the chosen language's flag shows beside the picker. */
  flagCdn?: string | undefined;
  /** Extra class. */
  className?: string;
}

/**
 * A language picker. Each language is written in itself (from the i18n language list), so
 * people find theirs whatever the current language; it is the phone's own picker (a `select`).
 */
export function LanguagePicker({
  value,
  onChange,
  label,
  languages = LOGIN_LANGUAGES,
  showLabel = false,
  compact = false,
  flagCdn,
  className,
}: LanguagePickerProps) {
  const id = useId();
  const flag = LANGUAGE_FLAGS[value];
  // The current language stays selectable (and shown) where the list leaves it out: one chosen in
  // the member centre, say, on the login page's shorter list.
  const options = languages.includes(value) ? languages : [...languages, value];
  return (
    <div className={cx(styles['picker'], compact && styles['compact'], className)}>
      {flagCdn !== undefined && flag ? (
        // The select names the language: the flag beside it is decorative.
        <Flag key={flag} cdn={flagCdn} code={flag} label="" size="s" />
      ) : null}
      <label htmlFor={id} className={showLabel ? styles['label'] : visuallyHidden['hidden']}>
        {label}
      </label>
      <select
        id={id}
        className={styles['select']}
        value={value}
        onChange={(event) => {
          const chosen = options.find((code) => code === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {options.map((code) => {
          const language = languageOf(code);
          return (
            <option key={code} value={code} lang={language.tag}>
              {language.name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
