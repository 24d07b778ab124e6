import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
      const english = keysOf('en', namespace);
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
        expect(placeholders(String(value)), `${namespace}:${key}`).toEqual(
          placeholders(String(english.get(key))),
        );
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
