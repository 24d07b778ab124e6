import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router 7 publishes a production build beside its development one, but its package exports
 * point at the development build under every condition (remix-run/react-router#14102): its
 * development warnings and their messages would ship in every production bundle. A production
 * build takes the published production files instead; they differ from the development ones in
 * that flag alone.
 */
export function productionBuildAliases(): Alias[] {
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist');
  return [
    { find: /^react-router$/, replacement: join(dist, 'production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'production/dom-export.mjs') },
  ];
}
