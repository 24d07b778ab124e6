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
