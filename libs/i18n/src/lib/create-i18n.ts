import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, type LanguageTarget } from './document-language';
import { DEFAULT_LANGUAGE, normaliseLanguage } from './languages';
import { localeBackend } from './locale-backend';
import { COMPLETE_LANGUAGES, DEFAULT_NAMESPACE, type Namespace } from './namespaces';

export interface CreateI18nOptions {
  /** The language the user chose last time, as storage holds it; it wins over the default (EN). */
  storedLanguage?: unknown;
  /** Where `lang` and `dir` are written on every language change; `<html>` when omitted. */
  documentElement?: LanguageTarget | null;
  /** The namespaces loaded before the promise settles; features load theirs when they mount. */
  namespaces?: readonly Namespace[];
}

const complete: ReadonlySet<string> = new Set(COMPLETE_LANGUAGES);

/**
 * Complete languages need no fallback, so only their own files are downloaded; every other
 * language falls back to English key by key.
 */
function fallbackFor(code: string): string[] {
  return complete.has(normaliseLanguage(code)) ? [] : [DEFAULT_LANGUAGE];
}

/**
 * A ready i18next instance for the app: the stored language (else EN), lazily loaded dictionaries,
 * react-i18next bound, and `<html lang dir>` kept in step with the language.
 */
export async function createI18n({
  storedLanguage,
  documentElement = typeof document === 'undefined' ? null : document.documentElement,
  namespaces = [DEFAULT_NAMESPACE, 'errors'],
}: CreateI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(localeBackend).use(initReactI18next);
  if (documentElement) {
    instance.on('languageChanged', (language) => {
      applyDocumentLanguage(language, documentElement);
    });
  }
  await instance.init({
    lng: normaliseLanguage(storedLanguage ?? DEFAULT_LANGUAGE),
    fallbackLng: fallbackFor,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    // Keys are flat and dotted ("header.login"): the dot is part of the name, not a path.
    keySeparator: false,
    nsSeparator: ':',
    // React escapes what it renders; escaping here too would show `&amp;`.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
