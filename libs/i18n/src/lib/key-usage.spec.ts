import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';

/**
 * A deliberately small scanner of translation keys in source code. It recognises a string literal
 * as the first argument of a call to a function named `t` (`t('key')`, `i18n.t("ns:key")`) and as
 * an `i18nKey` attribute (`i18nKey="key"`, `i18nKey={'key'}`). It does not follow variables,
 * template literals or keys built at run time: those are not checked, and should be rare.
 */
export function keysUsedIn(source: string): string[] {
  const patterns = [/(?<![\w$])t\(\s*(['"])([^'"\n]+)\1/g, /\bi18nKey=\{?\s*(['"])([^'"\n]+)\1/g];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[2] ?? ''),
  );
}

const workspaceRoot = join(import.meta.dirname, '../../../..');
const english = new Map<string, Set<string>>(
  NAMESPACES.map((namespace) => [
    namespace,
    new Set(
      Object.keys(
        JSON.parse(
          readFileSync(join(import.meta.dirname, 'locales/en', `${namespace}.json`), 'utf8'),
        ) as Record<string, unknown>,
      ),
    ),
  ]),
);

/** A plural key is called by its base name (`t('x', { count })`) and filed as `x_other`. */
function hasKeyOrPlural(keys: Set<string> | undefined, key: string): boolean {
  return keys !== undefined && (keys.has(key) || keys.has(`${key}_other`));
}

/**
 * Whether English has the key. `ns:key` must be in that namespace; a bare key is accepted in any
 * namespace, because which namespace `useTranslation(ns)` bound is not visible to a text scan.
 */
function englishHas(key: string): boolean {
  const [namespace, name] = key.includes(':') ? key.split(':', 2) : [undefined, key];
  if (namespace !== undefined) return hasKeyOrPlural(english.get(namespace), name ?? '');
  return [...english.values()].some((keys) => hasKeyOrPlural(keys, key));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the key scanner', () => {
  it('finds literal keys of t() calls and i18nKey attributes', () => {
    const source = [
      "const a = t('header.login');",
      'const b = i18n.t("errors:unknown_error", { x: 1 });',
      '<Trans i18nKey="in_no_data" />',
      "<Trans i18nKey={'common:notice'} />",
      "it('is not a t call', () => {}); format('x'); t(`dynamic.${key}`);",
    ].join('\n');
    expect(keysUsedIn(source)).toEqual([
      'header.login',
      'errors:unknown_error',
      'in_no_data',
      'common:notice',
    ]);
  });

  it('accepts namespaced keys only in their namespace', () => {
    expect(englishHas('common:header.login')).toBe(true);
    expect(englishHas('auth:header.login')).toBe(false);
    expect(englishHas('header.login')).toBe(true);
    expect(englishHas('no.such.key')).toBe(false);
  });

  it('accepts a plural key by its base name', () => {
    expect(englishHas('safer-gambling:reality.option')).toBe(true);
    expect(englishHas('safer-gambling:reality.option_one')).toBe(true);
  });
});

describe('keys used in the repository', () => {
  it('all exist in the English dictionaries', () => {
    const folders = ['libs', 'apps'].flatMap((group) =>
      readdirSync(join(workspaceRoot, group))
        .map((name) => join(workspaceRoot, group, name, 'src'))
        .filter((path) => {
          try {
            return statSync(path).isDirectory();
          } catch {
            return false;
          }
        }),
    );
    const unknown = folders.flatMap(sourceFiles).flatMap((file) =>
      keysUsedIn(readFileSync(file, 'utf8'))
        .filter((key) => !englishHas(key))
        .map((key) => `${relative(workspaceRoot, file)}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });
});
