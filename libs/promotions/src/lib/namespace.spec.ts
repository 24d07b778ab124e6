import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { promotionsNamespace } from '../index';

describe('@mweb/promotions', () => {
  it('files its dictionaries under the namespace named after the package', () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'),
    ) as {
      name: string;
    };
    expect(`@mweb/${promotionsNamespace}`).toBe(manifest.name);
  });
});
