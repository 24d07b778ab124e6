import { languageOf, type LanguageCode } from '@mweb/i18n';

/** Sets `<html lang dir>` for a language, so that screen readers, fonts and RTL layout follow it. */
export function applyDocumentLanguage(root: HTMLElement, code: LanguageCode): void {
  const language = languageOf(code);
  root.lang = language.tag;
  root.dir = language.dir;
}
