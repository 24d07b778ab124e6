/** Writing direction of a language's script. */
export type Direction = 'ltr' | 'rtl';

export interface Language {
  /** The gateway's code, sent upper case in the `Language` header. */
  code: string;
  /** The language's name in itself, as a picker shows it. */
  name: string;
  /** The BCP 47 tag for `<html lang>` and `Intl` formatting. */
  tag: string;
  dir: Direction;
}

/** Every language code the product accepts (SPEC.md section 1), in the spec's order. */
export const LANGUAGES = [
  { code: 'CN', name: '简体中文', tag: 'zh-Hans', dir: 'ltr' },
  { code: 'EN', name: 'English', tag: 'en', dir: 'ltr' },
  { code: 'JA', name: '日本語', tag: 'ja', dir: 'ltr' },
  { code: 'TH', name: 'ไทย', tag: 'th', dir: 'ltr' },
  { code: 'VI', name: 'Tiếng Việt', tag: 'vi', dir: 'ltr' },
  { code: 'MY', name: 'မြန်မာ', tag: 'my', dir: 'ltr' },
  { code: 'ES', name: 'Español', tag: 'es', dir: 'ltr' },
  { code: 'HI', name: 'हिन्दी', tag: 'hi', dir: 'ltr' },
  { code: 'ID', name: 'Bahasa Indonesia', tag: 'id', dir: 'ltr' },
  { code: 'KM', name: 'ខ្មែរ', tag: 'km', dir: 'ltr' },
  { code: 'KO', name: '한국어', tag: 'ko', dir: 'ltr' },
  { code: 'KR', name: '한국어', tag: 'ko', dir: 'ltr' },
  { code: 'MS', name: 'Bahasa Melayu', tag: 'ms', dir: 'ltr' },
  { code: 'PT', name: 'Português', tag: 'pt', dir: 'ltr' },
  { code: 'TA', name: 'தமிழ்', tag: 'ta', dir: 'ltr' },
  { code: 'TW', name: '繁體中文', tag: 'zh-Hant', dir: 'ltr' },
  { code: 'TY', name: 'Filipino', tag: 'fil', dir: 'ltr' },
  { code: 'UR', name: 'اردو', tag: 'ur', dir: 'rtl' },
  { code: 'UR-LA', name: 'Urdu (Roman)', tag: 'ur-Latn', dir: 'ltr' },
  { code: 'PT-BR', name: 'Português (Brasil)', tag: 'pt-BR', dir: 'ltr' },
  { code: 'TR', name: 'Türkçe', tag: 'tr', dir: 'ltr' },
  { code: 'BN', name: 'বাংলা', tag: 'bn', dir: 'ltr' },
  { code: 'AR', name: 'العربية', tag: 'ar', dir: 'rtl' },
  { code: 'FA', name: 'فارسی', tag: 'fa', dir: 'rtl' },
  { code: 'RU', name: 'Русский', tag: 'ru', dir: 'ltr' },
  { code: 'KK', name: 'Қазақ тілі', tag: 'kk', dir: 'ltr' },
  { code: 'UZ', name: 'Oʻzbekcha', tag: 'uz', dir: 'ltr' },
  { code: 'LO', name: 'ລາວ', tag: 'lo', dir: 'ltr' },
  { code: 'NE', name: 'नेपाली', tag: 'ne', dir: 'ltr' },
  { code: 'FR', name: 'Français', tag: 'fr', dir: 'ltr' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

/** The languages the login screen's picker offers. */
export const LOGIN_LANGUAGES = ['CN', 'EN', 'TH', 'VI'] as const satisfies readonly LanguageCode[];

/** The two languages of the header's switch. */
export const HEADER_LANGUAGES = ['EN', 'UR'] as const satisfies readonly LanguageCode[];

/**
 * Codes that name the same language read one dictionary: KR is Korean as KO is, so its texts are
 * KO's and a translator's fix reaches both.
 */
const SHARED_DICTIONARIES: Partial<Record<LanguageCode, LanguageCode>> = { KR: 'KO' };

/**
 * Every language once, in the spec's order: what the member centre offers unless the brand names
 * its own list (KR, which is KO's language and dictionary, is left out).
 */
export const MEMBER_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map(({ code }) => code).filter(
  (code) => !(code in SHARED_DICTIONARIES),
);

/**
 * A brand's list of language codes as its configuration writes it (`"EN, ja,pt_br"`): the codes
 * the app knows, each once, in the order given; unknown ones are dropped, not read as English.
 * Empty or absent: `fallback`.
 */
export function languageList(
  raw: string | undefined,
  fallback: readonly LanguageCode[],
): readonly LanguageCode[] {
  const codes = (raw ?? '')
    .split(',')
    .map((part) => part.trim().toUpperCase().replace('_', '-'))
    .filter((code): code is LanguageCode => byCode.has(code));
  return codes.length > 0 ? [...new Set(codes)] : fallback;
}

const byCode: ReadonlyMap<string, Language> = new Map(
  LANGUAGES.map((language) => [language.code, language]),
);

/**
 * Reads a language code from anywhere (storage, a query string, the server) and answers a supported
 * one: case and `_`/`-` are forgiven, anything unknown falls back to the default.
 */
export function normaliseLanguage(raw: unknown): LanguageCode {
  if (typeof raw !== 'string') return DEFAULT_LANGUAGE;
  const code = raw.trim().toUpperCase().replace('_', '-');
  return byCode.has(code) ? (code as LanguageCode) : DEFAULT_LANGUAGE;
}

/** The language record of a supported code. */
export function languageOf(code: LanguageCode): Language {
  return byCode.get(code) ?? LANGUAGES[1];
}

/** The folder of a code's dictionary files (`ur`, `pt-br`; `ko` for both KO and KR). */
export function dictionaryFolder(code: LanguageCode): string {
  return (SHARED_DICTIONARIES[code] ?? code).toLowerCase();
}

/** Whether the language is written right to left (UR, AR and FA), which mirrors the layout. */
export function isRtl(code: LanguageCode): boolean {
  return languageOf(code).dir === 'rtl';
}
