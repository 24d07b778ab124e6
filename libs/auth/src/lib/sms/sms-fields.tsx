import { useSystemCountriesQuery } from '@mweb/api-client';
import { useAfterFirstPaint } from '@mweb/api-client/scheduling';
import { selectImageCdn, selectLanguage } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { languageOf, normaliseLanguage } from '@mweb/i18n';
import {
  CodeInput,
  CountryCodePicker,
  Input,
  SmsCodeButton,
  type CountryDialingCode,
} from '@mweb/ui-kit';
import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MOBILE_MAX_LENGTH } from '../mobile-number';
import { SMS_CODE_MAX_DIGITS } from '../rules/field-rules';

const regionsByTag = new Map<string, string[]>();

/**
 * The countries a language tag points to (`vi` → VN, `zh-Hans` → CN, `en-GB` → GB). Kept per tag:
 * the forms ask on every render, and the browser's first likely-subtags lookup takes milliseconds.
 */
function regionOf(tag: string): string[] {
  let regions = regionsByTag.get(tag);
  if (!regions) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      regions = region ? [region] : [];
    } catch {
      regions = [];
    }
    regionsByTag.set(tag, regions);
  }
  return regions;
}

/**
 * The dialing code a mobile field starts with: the country of the language the player chose in
 * the app (English says nothing about where one is), else of the browser's languages, else the
 * server's first. The gateway names no operator country (SPEC.md, GATEWAY.md).
 */
export function defaultDialingCode(
  countries: readonly { code: string; dialingCode: string }[],
  appLanguageTag: string,
  browserLanguages: readonly string[],
): string {
  // Before the server's list has come (the form's first render), there is nothing to choose from.
  if (countries.length === 0) return '';
  const regions = [
    ...(appLanguageTag.startsWith('en') ? [] : regionOf(appLanguageTag)),
    ...browserLanguages.flatMap(regionOf),
  ];
  const country =
    regions
      .map((region) => countries.find(({ code }) => code.toUpperCase() === region))
      .find((match) => match !== undefined) ?? countries[0];
  return country?.dialingCode.replace(/^\+/, '') ?? '';
}

/** The server's dialing codes as the picker shows them (with their plus), and the default. */
export function useDialingCodes(): { options: CountryDialingCode[]; fallback: string } {
  // The codes come after the page's first paint: until the list is there, the picker shows the
  // form's value alone.
  const painted = useAfterFirstPaint();
  const { data = [] } = useSystemCountriesQuery(undefined, { skip: !painted });
  const language = useAppSelector(selectLanguage);
  const options = data.map((country) => ({
    dialingCode: `+${country.dialingCode.replace(/^\+/, '')}`,
    name: country.name,
    countryCode: country.code,
  }));
  const fallback = defaultDialingCode(
    data,
    languageOf(normaliseLanguage(language)).tag,
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
  return { options, fallback };
}

export interface MobileFieldProps {
  label: string;
  placeholder?: string;
  /** The dialing code without its plus (`84`), as the gateway takes it. */
  countryDialingCode: string;
  onCountryChange: (dialingCode: string) => void;
  field: UseFormRegisterReturn;
  error?: string | undefined;
  maxLength?: number;
}

/** A mobile number with the country dialing-code picker inside the field. */
export function MobileField({
  label,
  placeholder,
  countryDialingCode,
  onCountryChange,
  field,
  error,
  maxLength = MOBILE_MAX_LENGTH,
}: MobileFieldProps) {
  const { t } = useTranslation('auth');
  const { options } = useDialingCodes();
  const imageCdn = useAppSelector(selectImageCdn);
  return (
    <Input
      label={label}
      placeholder={placeholder}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={maxLength}
      error={error}
      start={
        options.length > 0 ? (
          <CountryCodePicker
            label={t('login.country_code')}
            options={options}
            value={`+${countryDialingCode}`}
            flagCdn={imageCdn}
            onChange={(code) => onCountryChange(code.replace(/^\+/, ''))}
          />
        ) : null
      }
      {...field}
    />
  );
}

export interface SmsCodeFieldProps {
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** The sent code's deadline, for the countdown. */
  expiresAt: number | null;
  sending: boolean;
  onRequest: () => void;
}

/** The SMS code, with the get-code button that counts down the seconds left. */
export function SmsCodeField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  expiresAt,
  sending,
  onRequest,
}: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <CodeInput
      label={t('login.sms_code')}
      placeholder={t('login.sms_code_placeholder')}
      maxLength={SMS_CODE_MAX_DIGITS}
      value={value}
      onValueChange={onChange}
      onBlur={onBlur}
      ref={inputRef}
      error={error}
      end={
        <SmsCodeButton
          label={t('login.get_code')}
          expiresAt={expiresAt}
          formatSeconds={(seconds) => t('login.resend_in', { seconds })}
          onRequest={onRequest}
          disabled={sending}
        />
      }
    />
  );
}
