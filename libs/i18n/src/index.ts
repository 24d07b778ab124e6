export {
  DEFAULT_LANGUAGE,
  HEADER_LANGUAGES,
  LANGUAGES,
  LOGIN_LANGUAGES,
  isRtl,
  languageOf,
  normaliseLanguage,
} from './lib/languages';
export type { Direction, Language, LanguageCode } from './lib/languages';
export { COMPLETE_LANGUAGES, DEFAULT_NAMESPACE, NAMESPACES } from './lib/namespaces';
export type { Namespace } from './lib/namespaces';
export { createI18n } from './lib/create-i18n';
export type { CreateI18nOptions } from './lib/create-i18n';
export { dictionaryPath, hasDictionary, localeBackend } from './lib/locale-backend';
export { applyDocumentLanguage } from './lib/document-language';
export type { LanguageTarget } from './lib/document-language';
export {
  COUNT_MAX,
  DEFAULT_CURRENCY,
  NO_COUNTDOWN,
  durationParts,
  formatAmount,
  formatCount,
  formatHms,
  formatWholeAmount,
  pad2,
} from './lib/format';
export type { DurationParts } from './lib/format';
export { NO_DATE, formatDate } from './lib/dates';
export {
  LANGUAGE_REVALIDATE_DELAY_MS,
  useRevalidateOnLanguageChange,
} from './lib/use-revalidate-on-language-change';
