import type { ResourceKey } from 'i18next';
import { LANGUAGES, dictionaryFolder, type LanguageCode } from './languages';
import { NAMESPACES } from './namespaces';

export type DictionaryLoader = () => Promise<{ default: ResourceKey }>;

/**
 * One lazy import per dictionary file: the bundler emits each JSON file as its own chunk, so a
 * phone downloads only the files of the language and namespaces it actually uses. This table is a
 * chunk of its own, which the backend imports before the first dictionary: its three hundred
 * names (thirty languages, ten namespaces) would otherwise weigh some 3.5 kB of gzip in every
 * first load.
 */
export const loaders = import.meta.glob<{ default: ResourceKey }>('./locales/*/*.json');

/** The module path of one dictionary folder's namespace (`./locales/ur/auth.json`). */
export const filePath = (folder: string, namespace: string): string =>
  `./locales/${folder}/${namespace}.json`;

/**
 * The languages whose folder holds every namespace, read off the files themselves: a complete
 * language needs no fallback, so a phone downloads its files and no English.
 */
export const completeLanguages: readonly LanguageCode[] = LANGUAGES.map(({ code }) => code).filter(
  (code) => NAMESPACES.every((namespace) => filePath(dictionaryFolder(code), namespace) in loaders),
);
