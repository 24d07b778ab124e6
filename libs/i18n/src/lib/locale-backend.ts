import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { normaliseLanguage } from './languages';

type DictionaryLoader = () => Promise<{ default: ResourceKey }>;

/**
 * One lazy import per dictionary file: the bundler emits each JSON file as its own chunk, so a
 * phone downloads only the files of the language and namespaces it actually uses.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>('./locales/*/*.json');

/** The module path of one language's namespace (`./locales/ur/auth.json`). */
export function dictionaryPath(language: string, namespace: string): string {
  return `./locales/${normaliseLanguage(language).toLowerCase()}/${namespace}.json`;
}

/** Whether a dictionary file exists for the language and namespace. */
export function hasDictionary(language: string, namespace: string): boolean {
  return dictionaryPath(language, namespace) in loaders;
}

/**
 * An i18next backend reading the bundled dictionaries. A language without a file answers an
 * empty namespace rather than an error, so i18next falls back to English key by key quietly.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {
    // Nothing to configure: the dictionaries are part of the bundle.
  },
  read(language: string, namespace: string, callback: ReadCallback) {
    const load: DictionaryLoader | undefined = loaders[dictionaryPath(language, namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      // `true` lets i18next retry: on a phone the usual cause is a dropped connection.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
