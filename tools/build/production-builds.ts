import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);

/** How react-i18next imports the shim (and its file, for an import that names it). */
export const SYNC_EXTERNAL_STORE_SHIM = /^use-sync-external-store\/shim(?:\/index\.js)?$/;

/**
 * react-router 7 publishes a production build beside its development one, but its package exports
 * point at the development build under every condition (remix-run/react-router#14102): its
 * development warnings and their messages would ship in every production bundle. A production
 * build takes the published production files instead; they differ from the development ones in
 * that flag alone.
 *
 * react-i18next imports `use-sync-external-store/shim`, whose code is for React 17 and earlier;
 * a production build takes React's own hook instead (`use-sync-external-store-shim.ts`).
 */
export function productionBuildAliases(): Alias[] {
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist');
  return [
    { find: /^react-router$/, replacement: join(dist, 'production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'production/dom-export.mjs') },
    {
      find: SYNC_EXTERNAL_STORE_SHIM,
      replacement: fileURLToPath(new URL('./use-sync-external-store-shim.ts', import.meta.url)),
    },
  ];
}

/**
 * Built files' names, with seven characters of content hash where Vite writes eight. The entry
 * lists the files of every lazy screen's chunks (some ninety names) to fetch them side by side,
 * and a hash's characters are all but incompressible: one character fewer in each name saves some
 * 150 bytes of gzip in every first load. Seven is the least the bundler accepts for this many
 * chunks, which it checks on every build (a hash too short for the chunk count fails the build, by
 * name).
 */
const HASHED_NAME = 'assets/[name]-[hash:7]';
export const HASHED_FILE_NAMES = {
  entryFileNames: `${HASHED_NAME}.js`,
  chunkFileNames: `${HASHED_NAME}.js`,
  assetFileNames: `${HASHED_NAME}[extname]`,
};
