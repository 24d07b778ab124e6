import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOf, normaliseLanguage } from './languages';
import { NAMESPACES } from './namespaces';

const localesRoot = join(import.meta.dirname, 'locales');
const TRANSLATED = ['cn', 'th', 'vi', 'ur'] as const;

function keysOf(language: string, namespace: string): string[] {
  const dictionary = JSON.parse(
    readFileSync(join(localesRoot, language, `${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;
  return Object.keys(dictionary).sort();
}

function valuesOf(language: string, namespace: string): [string, unknown][] {
  return Object.entries(
    JSON.parse(readFileSync(join(localesRoot, language, `${namespace}.json`), 'utf8')) as Record<
      string,
      unknown
    >,
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have: English's, with each plural (`x_one`, `x_other`) replaced by the
 * categories the language's own `Intl.PluralRules` knows (Chinese only `x_other`, Arabic six).
 */
function expectedKeys(language: string, namespace: string): string[] {
  const categories = new Intl.PluralRules(
    languageOf(normaliseLanguage(language)).tag,
  ).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of keysOf('en', namespace)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) keys.add(key);
    else for (const category of categories) keys.add(key.replace(PLURAL_SUFFIX, `_${category}`));
  }
  return [...keys].sort();
}

/** The English message a translated key renders: a plural form reads English's `_other`. */
function englishFor(english: Map<string, unknown>, key: string): unknown {
  return english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
}

/** `{{name}}` placeholders of a message, sorted. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('the dictionaries', () => {
  it('hold one file per namespace for each complete language, and nothing else', () => {
    for (const language of ['en', ...TRANSLATED]) {
      expect(readdirSync(join(localesRoot, language)).sort(), language).toEqual(
        NAMESPACES.map((namespace) => `${namespace}.json`).sort(),
      );
    }
  });

  describe.each(TRANSLATED)('%s', (language) => {
    it.each(NAMESPACES)('has exactly the keys of English in %s', (namespace) => {
      const english = expectedKeys(language, namespace);
      const translated = keysOf(language, namespace);
      expect({
        missing: english.filter((key) => !translated.includes(key)),
        extra: translated.filter((key) => !english.includes(key)),
      }).toEqual({ missing: [], extra: [] });
    });

    it.each(NAMESPACES)('keeps the placeholders of English, non-empty, in %s', (namespace) => {
      const english = new Map(valuesOf('en', namespace));
      for (const [key, value] of valuesOf(language, namespace)) {
        expect(typeof value === 'string' && value.trim().length > 0, `${namespace}:${key}`).toBe(
          true,
        );
        // A plural form may leave its count unsaid ("every minute"); every other name must stay.
        const plural = PLURAL_SUFFIX.test(key);
        const names = (message: unknown) =>
          placeholders(String(message)).filter((name) => !plural || name !== 'count');
        expect(names(value), `${namespace}:${key}`).toEqual(names(englishFor(english, key)));
      }
    });
  });

  it("files the spec's message keys", () => {
    const keys = new Set(NAMESPACES.flatMap((namespace) => keysOf('en', namespace)));
    const specKeys = [
      'in_incorrect_password',
      'in_confirmation_correct',
      'in_vwrite_code',
      'in_sms_sending',
      'in_sms_send',
      'in_registered_successfully',
      'no_announcement',
      'in_no_data',
      'free_reject',
      'in_logged_login',
      'invitation_code_error',
      'app_download_safari_required',
    ];
    expect(specKeys.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('writes Urdu in Urdu script', () => {
    const arabicScript = /[\u0600-\u06ff]/;
    expect(valuesOf('ur', 'common').find(([key]) => key === 'header.login')?.[1]).toMatch(
      arabicScript,
    );
  });
});
