import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, type LanguageTarget } from './document-language';
import { setNumberLanguage } from './format';
import { DEFAULT_LANGUAGE, languageOf, normaliseLanguage } from './languages';
import { dictionaryFiles, localeBackend } from './locale-backend';
import { DEFAULT_NAMESPACE, type Namespace } from './namespaces';

export interface CreateI18nOptions {
  /** The language the user chose last time, as storage holds it; it wins over the default (EN). */
  storedLanguage?: unknown;
  /** Where `lang` and `dir` are written on every language change; `<html>` when omitted. */
  documentElement?: LanguageTarget | null;
  /** The namespaces loaded before the promise settles; features load theirs when they mount. */
  namespaces?: readonly Namespace[];
}

/**
 * Complete languages need no fallback, so only their own files are downloaded; every other
 * language falls back to English key by key. Which ones are complete is known once the table of
 * files has come (`complete` answers undefined until then): a language counts as complete
 * meanwhile, and one that is not loads English as soon as the table says so.
 */
export function fallbackFor(
  complete: () => readonly string[] | undefined,
): (code: string) => string[] {
  return (code) => {
    const known = complete();
    return known && !known.includes(normaliseLanguage(code)) ? [DEFAULT_LANGUAGE] : [];
  };
}

interface PluralRuleSource {
  getRule(code: string, options?: object): Intl.PluralRules | undefined;
}

/**
 * i18next picks a plural form by `Intl.PluralRules` of the language it is given, which is our
 * gateway code: `CN`, `TW`, `KR` or `TY` are no BCP 47 language (or another one: `tw` is Twi), and
 * would get English's rules. Each code reads its own tag's rules instead (Chinese has one form,
 * Arabic six), the ones the dictionaries' plural keys are checked against.
 */
function pluralRulesByTag(instance: I18n): void {
  const resolver = instance.services.pluralResolver as PluralRuleSource;
  const byCode = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    byCode(code === 'dev' ? code : languageOf(normaliseLanguage(code)).tag, options);
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
  // Filled in once the table of files has arrived; the fallback reads it on every lookup.
  const complete: { languages?: readonly string[] } = {};
  // Amounts follow the language too, wherever the instance runs.
  instance.on('languageChanged', setNumberLanguage);
  if (documentElement) {
    instance.on('languageChanged', (language) => {
      applyDocumentLanguage(language, documentElement);
    });
  }
  const ready = instance.init({
    lng: normaliseLanguage(storedLanguage ?? DEFAULT_LANGUAGE),
    fallbackLng: fallbackFor(() => complete.languages),
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
  // The resolver exists once init has begun, and translates nothing before it settles.
  pluralRulesByTag(instance);
  // Init runs at once (the app's screens ask the instance for their dictionaries before it
  // settles); the table of files, which the first read needs anyway, says which are complete.
  const { completeLanguages } = await dictionaryFiles();
  complete.languages = completeLanguages;
  await ready;
  if (!completeLanguages.includes(normaliseLanguage(instance.language)))
    await instance.loadLanguages(DEFAULT_LANGUAGE);
  return instance;
}
