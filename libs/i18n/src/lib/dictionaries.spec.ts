import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, dictionaryFolder, languageOf, type LanguageCode } from './languages';
import { NAMESPACES } from './namespaces';

const localesRoot = join(import.meta.dirname, 'locales');

/** Each dictionary folder of the spec's codes, once (KO and KR share `ko`), with the code it serves. */
const FOLDERS = new Map<string, LanguageCode>(
  LANGUAGES.map(({ code }) => [dictionaryFolder(code), code] as const).reverse(),
);

/** Every folder present beside English: each one is checked in full, whichever they are. */
const TRANSLATED = readdirSync(localesRoot)
  .filter((folder) => folder !== 'en')
  .sort();

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
function expectedKeys(folder: string, namespace: string): string[] {
  const code = FOLDERS.get(folder);
  if (!code) return [];
  const categories = new Intl.PluralRules(languageOf(code).tag).resolvedOptions().pluralCategories;
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
  it("are one folder per language of the spec, named by its code (KR reads KO's)", () => {
    expect(TRANSLATED.filter((folder) => !FOLDERS.has(folder))).toEqual([]);
    expect(dictionaryFolder('KR')).toBe('ko');
    expect(dictionaryFolder('PT-BR')).toBe('pt-br');
  });

  it('serve every code of the spec, each through a folder of its own or its shared one', () => {
    // With each folder checked in full below, this makes all thirty codes complete.
    expect([...FOLDERS.keys()].filter((folder) => !existsSync(join(localesRoot, folder)))).toEqual(
      [],
    );
    expect(FOLDERS.size).toBe(29);
  });

  it('hold one file per namespace in every folder, and nothing else', () => {
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

  it('writes the right-to-left languages (UR, AR, FA) in their Arabic script', () => {
    const arabicScript = /[\u0600-\u06ff]/;
    const rtl = TRANSLATED.filter(
      (folder) => languageOf(FOLDERS.get(folder) ?? 'EN').dir === 'rtl',
    );
    expect(rtl).toContain('ur');
    for (const folder of rtl) {
      expect(
        valuesOf(folder, 'common').find(([key]) => key === 'header.login')?.[1],
        folder,
      ).toMatch(arabicScript);
    }
  });
});
