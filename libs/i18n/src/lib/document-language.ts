import { languageOf, normaliseLanguage } from './languages';

/** The part of `<html>` the language is written to (an interface, so tests and SSR can pass a stub). */
export interface LanguageTarget {
  lang: string;
  dir: string;
}

/**
 * Writes a language to a document element: its BCP 47 tag to `lang` and its direction to `dir`, so
 * that UR, AR and FA mirror the layout (CSS uses logical properties) and screen readers pronounce
 * the text in the right language.
 */
export function applyDocumentLanguage(language: unknown, target: LanguageTarget): void {
  const { tag, dir } = languageOf(normaliseLanguage(language));
  target.lang = tag;
  target.dir = dir;
}
