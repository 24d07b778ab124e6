// The pseudo-locale: English's dictionaries made longer and accented, for Storybook's language
// toolbar and a browser journey, so that a text a translation makes longer, or a letter with marks
// above or below, shows where a layout cuts or overflows it. It is generated from English where it
// is used, never a dictionary of the app, and no screen offers it to a player.

/** Each Latin letter with marks, as Vietnamese, Turkish or Czech text brings them. */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** The parts of a message that must stay as they are: placeholders, nested keys and tags. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

/** A text about 40 % longer (as German or Russian make English), accented, in brackets. */
export function pseudoText(message: string): string {
  const parts = message.split(KEPT);
  const body = parts
    .map((part, index) =>
      index % 2 === 1 ? part : [...part].map((char) => ACCENTED[char] ?? char).join(''),
    )
    .join('');
  const visible = parts.filter((_, index) => index % 2 === 0).join('').length;
  // The brackets show where a text is cut: a missing ⟧ is a truncation.
  return `⟦${body}${'·'.repeat(Math.ceil(visible * 0.4))}⟧`;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * A pseudo dictionary from an English one: every message through `pseudoText`, and each plural in
 * all six categories (from English's own form where it has one, else its `_other`), so that it
 * serves under the plural rules of any language, Arabic's included.
 */
export function pseudoDictionary(
  english: Readonly<Record<string, string>>,
): Record<string, string> {
  const pseudo: Record<string, string> = {};
  for (const [key, message] of Object.entries(english)) {
    if (!PLURAL.test(key)) {
      pseudo[key] = pseudoText(message);
      continue;
    }
    const base = key.replace(PLURAL, '');
    for (const category of CATEGORIES)
      pseudo[`${base}_${category}`] ??= pseudoText(
        english[`${base}_${category}`] ?? english[`${base}_other`] ?? message,
      );
  }
  return pseudo;
}
