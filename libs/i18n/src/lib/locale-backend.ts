import type { BackendModule, ReadCallback } from 'i18next';
import { dictionaryFolder, normaliseLanguage } from './languages';

/** The table of dictionary files, fetched once (the first language's read waits for it). */
export const dictionaryFiles = () => import('./dictionary-files');

/** The module path of one language's namespace (`./locales/ur/auth.json`; KR reads `ko`). */
export function dictionaryPath(language: string, namespace: string): string {
  return `./locales/${dictionaryFolder(normaliseLanguage(language))}/${namespace}.json`;
}

/** Whether a dictionary file exists for the language and namespace. */
export async function hasDictionary(language: string, namespace: string): Promise<boolean> {
  return dictionaryPath(language, namespace) in (await dictionaryFiles()).loaders;
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
    dictionaryFiles()
      .then(({ loaders }) => {
        const load = loaders[dictionaryPath(language, namespace)];
        return load ? load().then((module) => module.default) : {};
      })
      .then(
        (dictionary) => callback(null, dictionary),
        // `true` lets i18next retry: on a phone the usual cause is a dropped connection.
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), true),
      );
  },
};
