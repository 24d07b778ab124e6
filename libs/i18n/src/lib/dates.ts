// Dates apart from the amounts in format.ts: format.ts is in the first load (the header's balance),
// and a bundler places whole modules, so the date formatter, which only lazy screens use, would ride
// there with it.
import { languageOf, normaliseLanguage } from './languages';

/** What a date shows when the value is no date. */
export const NO_DATE = '--';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date (`Nov 20, 2026`), or a date and time, the way the player's language writes it; `--` when
 * the value is no date. `language` is the app's code (`CN`, `KR`): as a locale, `CN` is no
 * language and `KR` is Kanuri, so it goes through the language's BCP 47 tag. A format is made once
 * per language and style, not on every render: making one reads the engine's locale data, using
 * one does not.
 */
export function formatDate(
  value: string | number | Date,
  language: string,
  { withTime = false }: { withTime?: boolean } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return NO_DATE;
  const tag = languageOf(normaliseLanguage(language)).tag;
  const key = `${tag} ${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}
