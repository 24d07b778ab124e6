import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { productionBuildAliases } from './production-builds';

const require = createRequire(import.meta.url);

/** Where an alias sends an import, if one matches it. */
function aliased(specifier: string): string | undefined {
  const alias = productionBuildAliases().find(({ find }) =>
    typeof find === 'string' ? find === specifier : find.test(specifier),
  );
  return alias?.replacement;
}

describe('productionBuildAliases', () => {
  it("sends react-i18next's import of the React 17 shim to React's own hook", async () => {
    const hook = join(
      dirname(require.resolve('react-i18next/package.json')),
      'dist/es/useTranslation.js',
    );
    const [, specifier = ''] =
      /from '(use-sync-external-store[^']*)'/.exec(readFileSync(hook, 'utf8')) ?? [];
    expect(specifier).not.toBe('');
    const replacement = aliased(specifier);
    expect(replacement).toBeDefined();
    const shim = (await import(replacement ?? '')) as { useSyncExternalStore: unknown };
    expect(shim.useSyncExternalStore).toBe(React.useSyncExternalStore);
  });

  it("leaves react-redux's selector hook, which React does not have, as it is", () => {
    expect(aliased('use-sync-external-store/with-selector.js')).toBeUndefined();
  });
});
