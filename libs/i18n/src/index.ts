export {
  DEFAULT_LANGUAGE,
  HEADER_LANGUAGES,
  LANGUAGES,
  LOGIN_LANGUAGES,
  MEMBER_LANGUAGES,
  isRtl,
  languageList,
  languageOf,
  normaliseLanguage,
} from './lib/languages';
export type { LanguageCode } from './lib/languages';
export { NAMESPACES } from './lib/namespaces';
export type { Namespace } from './lib/namespaces';
export { createI18n } from './lib/create-i18n';
export {
  COUNT_MAX,
  NO_COUNTDOWN,
  durationParts,
  formatAmount,
  formatCount,
  formatHms,
  formatMoneyDigits,
  formatWholeAmount,
  pad2,
} from './lib/format';
export { NO_DATE, formatDate } from './lib/dates';
export { useRevalidateOnLanguageChange } from './lib/use-revalidate-on-language-change';
