import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { featureLibGenerator } from './generator';

interface Manifest {
  name: string;
  version: string;
  description: string;
  sideEffects: boolean;
  exports: Record<string, Record<string, string> | string>;
  nx: { tags: string[] };
}

describe('feature-lib generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    tree.write(
      'tsconfig.json',
      JSON.stringify({ files: [], references: [{ path: './libs/wallet' }] }),
    );
    // Format as this workspace does: with Prettier (the empty workspace defaults to oxfmt).
    tree.delete('.oxfmtrc.json');
    tree.write('.prettierrc', JSON.stringify({ singleQuote: true, printWidth: 100 }));
    tree.write(
      'libs/ui-kit/package.json',
      JSON.stringify({ name: '@mweb/ui-kit', version: '1.4.0' }),
    );
  });

  it('creates a tagged, publishable feature lib on the release version', async () => {
    await featureLibGenerator(tree, { name: 'live-stream', description: 'Live streaming rooms' });

    const manifest = readJson<Manifest>(tree, 'libs/live-stream/package.json');
    expect(manifest).toMatchObject({
      name: '@mweb/live-stream',
      version: '1.4.0',
      description: 'Live streaming rooms',
      sideEffects: false,
      nx: { tags: ['type:feature', 'scope:live-stream'] },
    });
    expect(manifest.exports['.']).toEqual({
      '@mweb/source': './src/index.ts',
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    });
  });

  it('wires the lib to the shared build config instead of a copy of it', async () => {
    await featureLibGenerator(tree, { name: 'bingo' });
    expect(tree.read('libs/bingo/vite.config.ts', 'utf8')).toContain(
      "import { defineLibConfig } from '../../tools/build/vite-lib.ts'",
    );
  });

  it('writes a README, a public index and a first spec that uses it', async () => {
    await featureLibGenerator(tree, { name: 'bingo' });
    expect(tree.read('libs/bingo/README.md', 'utf8')).toContain('# @mweb/bingo');
    expect(tree.read('libs/bingo/src/index.ts', 'utf8')).toContain('export { bingoNamespace }');
    expect(tree.read('libs/bingo/src/lib/namespace.spec.ts', 'utf8')).toContain("from '../index'");
    expect(tree.exists('libs/bingo/tsconfig.lib.json')).toBe(true);
    expect(tree.exists('libs/bingo/tsconfig.spec.json')).toBe(true);
  });

  it('adds the lib to the root project references, once and in order', async () => {
    await featureLibGenerator(tree, { name: 'bingo' });
    expect(readJson<{ references: { path: string }[] }>(tree, 'tsconfig.json').references).toEqual([
      { path: './libs/bingo' },
      { path: './libs/wallet' },
    ]);
  });

  it.each(['Bingo', 'live_stream', '9lives', '', 'a/b'])('refuses the name %j', async (name) => {
    await expect(featureLibGenerator(tree, { name })).rejects.toThrow(/kebab-case/);
  });

  it('refuses to overwrite an existing lib', async () => {
    tree.write('libs/wallet/package.json', '{}');
    await expect(featureLibGenerator(tree, { name: 'wallet' })).rejects.toThrow(/exists already/);
  });
});
