import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { featureLibGenerator } from './generator';

interface Manifest {
  name: string;
  version: string;
  description: string;
  sideEffects: boolean | string[];
  peerDependencies: Record<string, string>;
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
      // Its screens import CSS modules: a consumer's bundler must keep them.
      sideEffects: ['**/*.css'],
      peerDependencies: { react: '^19.0.0', 'react-i18next': '^17.0.0' },
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

  it('exports its screens the way the other features do, from a screens file', async () => {
    await featureLibGenerator(tree, { name: 'live-stream' });
    expect(tree.read('libs/live-stream/src/index.ts', 'utf8')).toContain(
      "export { liveStreamScreens } from './lib/live-stream.screens';",
    );
    const screens = tree.read('libs/live-stream/src/lib/live-stream.screens.tsx', 'utf8');
    expect(screens).toContain('satisfies Record<string, LazyScreen>');
    expect(screens).toContain("import('./live-stream-page/live-stream-page')");
    expect(screens).toContain('Component: module.LiveStreamPage');
    for (const file of [
      'live-stream-page.tsx',
      'live-stream-page.spec.tsx',
      'live-stream-page.stories.tsx',
    ]) {
      expect(tree.exists(`libs/live-stream/src/lib/live-stream-page/${file}`), file).toBe(true);
    }
  });

  it('writes a README that names its exports and its screens file', async () => {
    await featureLibGenerator(tree, { name: 'bingo' });
    const readme = tree.read('libs/bingo/README.md', 'utf8') ?? '';
    expect(readme).toContain('# @mweb/bingo');
    expect(readme).toContain('`bingoScreens`');
    expect(readme).toContain('`LazyScreen`');
    expect(readme).toContain('src/lib/bingo.screens.tsx');
    expect(readme).not.toContain('.routes.tsx');
  });

  it('sets up Storybook on the shared configuration', async () => {
    await featureLibGenerator(tree, { name: 'bingo' });
    expect(tree.read('libs/bingo/.storybook/main.ts', 'utf8')).toContain(
      "from '../../../tools/storybook/main.ts'",
    );
    expect(tree.read('libs/bingo/.storybook/preview.tsx', 'utf8')).toContain('screenPreview');
    expect(tree.read('libs/bingo/.storybook/vitest.config.ts', 'utf8')).toContain(
      'storybookVitestConfig(import.meta.dirname)',
    );
    expect(
      readJson<{ references: { path: string }[] }>(tree, 'libs/bingo/tsconfig.json').references,
    ).toContainEqual({ path: './tsconfig.storybook.json' });
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
