import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { WIRING, featureLibGenerator } from './generator';

const workspaceRoot = join(import.meta.dirname, '../../..');
/** Every dictionary folder of the workspace. */
const LANGUAGES = readdirSync(join(workspaceRoot, WIRING.locales));

interface Manifest {
  name: string;
  version: string;
  description: string;
  sideEffects: boolean | string[];
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  exports: Record<string, Record<string, string> | string>;
  nx: { tags: string[] };
}

type References = { references: { path: string }[] };

/** The workspace's own copy of a file, so the edits are tried on what they will meet. */
function copy(tree: Tree, path: string): void {
  tree.write(path, readFileSync(join(workspaceRoot, path)));
}

const read = (tree: Tree, path: string) => tree.read(path, 'utf8') ?? '';

describe('feature-lib generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    // Format as this workspace does: with Prettier (the empty workspace defaults to oxfmt).
    tree.delete('.oxfmtrc.json');
    tree.write('.prettierrc', JSON.stringify({ singleQuote: true, printWidth: 100 }));
    for (const path of [
      WIRING.screenPaths,
      WIRING.namespaces,
      WIRING.routes,
      WIRING.screenRecordsSpec,
      WIRING.appManifest,
      WIRING.appTsconfig,
      WIRING.rootTsconfig,
      WIRING.storyLibs,
      WIRING.storybookManifest,
      ...LANGUAGES.map((language) => `${WIRING.locales}/${language}/common.json`),
      ...readdirSync(join(workspaceRoot, 'libs')).map((lib) => `libs/${lib}/package.json`),
    ]) {
      copy(tree, path);
    }
  });

  describe('the lib', () => {
    it('is tagged, publishable, on the release version, and peers on what it imports', async () => {
      await featureLibGenerator(tree, { name: 'bingo-hall', description: 'Bingo rooms' });
      const version = readJson<Manifest>(tree, 'libs/ui-kit/package.json').version;
      const manifest = readJson<Manifest>(tree, 'libs/bingo-hall/package.json');
      expect(manifest).toMatchObject({
        name: '@mweb/bingo-hall',
        version,
        description: 'Bingo rooms',
        // Its screens import CSS modules: a consumer's bundler must keep them.
        sideEffects: ['**/*.css'],
        peerDependencies: {
          '@mweb/api-client': version,
          '@mweb/ui-kit': version,
          react: '^19.0.0',
          'react-i18next': '^17.0.0',
        },
        nx: { tags: ['type:feature', 'scope:bingo-hall'] },
      });
      expect(manifest.exports['.']).toEqual({
        '@mweb/source': './src/index.ts',
        types: './dist/index.d.ts',
        import: './dist/index.js',
        default: './dist/index.js',
      });
    });

    it('has the files a hand-made feature lib has, and no test set-up of its own', async () => {
      await featureLibGenerator(tree, { name: 'bingo-hall' });
      expect(tree.children('libs/bingo-hall').sort()).toEqual(
        [
          '.storybook',
          'README.md',
          'package.json',
          'src',
          'tsconfig.json',
          'tsconfig.lib.json',
          'tsconfig.spec.json',
          'tsconfig.storybook.json',
          'vite.config.ts',
        ].sort(),
      );
      expect(tree.children('libs/bingo-hall/src').sort()).toEqual([
        '__fixtures__',
        'index.ts',
        'lib',
      ]);
      expect(tree.exists('libs/bingo-hall/src/test-setup.ts')).toBe(false);
      for (const file of [
        'src/__fixtures__/render-screen.tsx',
        'src/__fixtures__/story-screens.tsx',
        'src/lib/bingo-hall.screens.ts',
        'src/lib/bingo-hall-pages.ts',
        'src/lib/bingo-hall.module.css',
        'src/lib/bingo-hall/bingo-hall-page.tsx',
        'src/lib/bingo-hall/bingo-hall-page.spec.tsx',
        'src/lib/bingo-hall/bingo-hall-page.stories.tsx',
      ]) {
        expect(tree.exists(`libs/bingo-hall/${file}`), file).toBe(true);
      }
      expect(read(tree, 'libs/bingo-hall/vite.config.ts')).toContain(
        "import { defineLibConfig } from '../../tools/build/vite-lib.ts'",
      );
      expect(readJson<References>(tree, 'libs/bingo-hall/tsconfig.lib.json').references).toEqual([
        { path: '../api-client/tsconfig.lib.json' },
        { path: '../ui-kit/tsconfig.lib.json' },
      ]);
    });

    it('exports one screen record made with defineScreen, keyed by the screen, from its lazy chunk', async () => {
      await featureLibGenerator(tree, {
        name: 'bingo-hall',
        screen: 'bingo',
        path: 'member/bingo',
      });
      expect(read(tree, 'libs/bingo-hall/src/index.ts')).toBe(
        "export { bingoHallScreens } from './lib/bingo-hall.screens';\n",
      );
      const screens = read(tree, 'libs/bingo-hall/src/lib/bingo-hall.screens.ts');
      expect(screens).toContain(
        "import { defineScreen, type LazyScreen } from '@mweb/api-client/screens';",
      );
      expect(screens).not.toMatch(/type LazyScreen =/);
      expect(screens).toContain("import('./bingo-hall-pages')");
      expect(screens).toMatch(
        /defineScreen\(\{\s+name: 'bingo',\s+load: bingoHallPage\('BingoPage'\),\s+title: 'title\.bingo',\s+access: 'guest',\s+\}\)/,
      );
      expect(read(tree, 'libs/bingo-hall/src/lib/bingo-hall-pages.ts')).toContain(
        "export { BingoPage } from './bingo/bingo-page';",
      );
    });

    it('draws a page with its title and the shared empty state, from the dictionaries', async () => {
      await featureLibGenerator(tree, { name: 'bingo-hall' });
      const page = read(tree, 'libs/bingo-hall/src/lib/bingo-hall/bingo-hall-page.tsx');
      expect(page).toContain("import { Empty } from '@mweb/ui-kit';");
      expect(page).toContain("useTranslation('bingo-hall')");
      expect(page).toContain("aria-label={t('common:title.bingo_hall')}");
      expect(page).toContain("<Empty title={t('empty')} />");
    });

    it('tests the page on the screen-test kit and tells its story at the app path', async () => {
      await featureLibGenerator(tree, { name: 'bingo-hall', title: 'Bingo' });
      expect(read(tree, 'libs/bingo-hall/src/__fixtures__/render-screen.tsx')).toContain(
        "setUpKit({ namespaces: ['bingo-hall'] })",
      );
      const spec = read(tree, 'libs/bingo-hall/src/lib/bingo-hall/bingo-hall-page.spec.tsx');
      expect(spec).toContain('const kit = setUpScreenTests();');
      expect(spec).toContain(
        "renderScreen(<BingoHallPage />, { kit, route: '/m/bingo-hall', path: '/bingo-hall' })",
      );
      expect(spec).toContain("findByRole('main', { name: 'Bingo' })");
      expect(spec).toContain("getByText('No data')");
      const story = read(tree, 'libs/bingo-hall/src/lib/bingo-hall/bingo-hall-page.stories.tsx');
      expect(story).toContain('<AtPath path="/bingo-hall" screen={<BingoHallPage />} />');
      expect(story).toContain("route: '/m/bingo-hall'");
      expect(story).toContain("findByRole('main', { name: 'Bingo' })");
    });

    it('writes a README that names every export and the screen', async () => {
      await featureLibGenerator(tree, { name: 'bingo-hall', screen: 'bingo' });
      const readme = read(tree, 'libs/bingo-hall/README.md');
      expect(readme).toContain('# @mweb/bingo-hall');
      expect(readme).toContain('`bingoHallScreens`');
      expect(readme).toMatch(/\| `bingo` +\| \/m\/bingo-hall +\|/);
      expect(readme).toContain('src/lib/bingo-hall.screens.ts');
      expect(readme).not.toContain('LazyScreen');
    });

    it('sets up Storybook on the shared configuration', async () => {
      await featureLibGenerator(tree, { name: 'bingo' });
      expect(read(tree, 'libs/bingo/.storybook/main.ts')).toContain(
        "from '../../../tools/storybook/main.ts'",
      );
      expect(read(tree, 'libs/bingo/.storybook/preview.tsx')).toContain('screenPreview');
      expect(read(tree, 'libs/bingo/.storybook/vitest.config.ts')).toContain(
        'storybookVitestConfig(import.meta.dirname)',
      );
      expect(readJson<References>(tree, 'libs/bingo/tsconfig.json').references).toContainEqual({
        path: './tsconfig.storybook.json',
      });
    });
  });

  describe('the wiring', () => {
    it('puts the lib in the one Storybook, under its name, which then depends on it', async () => {
      await featureLibGenerator(tree, { name: 'bingo-hall', screen: 'bingo' });
      expect(read(tree, WIRING.storyLibs)).toContain(
        "{ lib: 'bingo-hall', title: 'Bingo hall', screens: true },",
      );
      const storybook = readJson<{ nx: { implicitDependencies: string[] } }>(
        tree,
        WIRING.storybookManifest,
      );
      expect(storybook.nx.implicitDependencies).toContain('@mweb/bingo-hall');
      const story = read(tree, 'libs/bingo-hall/src/lib/bingo/bingo-page.stories.tsx');
      expect(story).toContain("title: 'Bingo',");
      expect(story).toContain("tags: ['!autodocs'],");
      expect(story).toContain("layout: 'fullscreen',");
    });

    it('refuses a lib the one Storybook lists already, before writing any file', async () => {
      tree.write(
        WIRING.storyLibs,
        read(tree, WIRING.storyLibs).replace(
          "{ lib: 'agent', title: 'Agent', screens: true },",
          "{ lib: 'agent', title: 'Agent', screens: true },\n  { lib: 'keno', title: 'Keno', screens: true },",
        ),
      );
      await expect(featureLibGenerator(tree, { name: 'keno' })).rejects.toThrow(
        /lists "keno" already/,
      );
      expect(tree.exists('libs/keno/package.json')).toBe(false);
    });

    it('adds the screen and its path to SCREEN_PATHS', async () => {
      await featureLibGenerator(tree, {
        name: 'bingo-hall',
        screen: 'bingo',
        path: '/m/member/bingo',
      });
      expect(read(tree, WIRING.screenPaths)).toMatch(
        /security: \['member\/security'\],\n {2}bingo: \['member\/bingo'\],\n\} as const satisfies/,
      );
    });

    it('adds the namespace, a dictionary in each language and the title in each common.json', async () => {
      await featureLibGenerator(tree, { name: 'bingo-hall', title: 'Bingo hall' });
      expect(read(tree, WIRING.namespaces)).toMatch(
        /'safer-gambling',\n {2}'bingo-hall',\n {2}'errors',/,
      );
      for (const language of LANGUAGES) {
        const common = readJson<Record<string, string>>(
          tree,
          `${WIRING.locales}/${language}/common.json`,
        );
        expect(readJson(tree, `${WIRING.locales}/${language}/bingo-hall.json`)).toEqual({
          empty: common['in_no_data'],
        });
        expect(common['in_no_data'], language).toMatch(/\S/);
        expect(common['title.bingo_hall'], language).toBe('Bingo hall');
        // In the sorted place, the other keys where they were.
        const keys = Object.keys(common);
        expect(keys[keys.indexOf('title.bingo_hall') - 1]).toBe('title.betting_record');
      }
    });

    it("mounts the feature's records in the app with its dictionary", async () => {
      await featureLibGenerator(tree, { name: 'bingo-hall' });
      const routes = read(tree, WIRING.routes);
      expect(routes).toContain("import { bingoHallScreens } from '@mweb/bingo-hall';");
      expect(routes).toMatch(
        /\[saferGamblingScreens, 'safer-gambling'\],\n {2}\[bingoHallScreens, 'bingo-hall'\],\n\];/,
      );
      expect(read(tree, WIRING.screenRecordsSpec)).toContain(
        "['bingo-hall', false, true, true, 'history'],\n];",
      );
    });

    it('makes the app depend on the lib, in its manifest and its references', async () => {
      await featureLibGenerator(tree, { name: 'bingo-hall' });
      const version = readJson<Manifest>(tree, 'libs/ui-kit/package.json').version;
      const dependencies = readJson<Manifest>(tree, WIRING.appManifest).dependencies;
      expect(dependencies['@mweb/bingo-hall']).toBe(version);
      expect(Object.keys(dependencies)).toEqual(
        Object.keys(dependencies).sort((a, b) => a.localeCompare(b)),
      );
      expect(readJson<References>(tree, WIRING.appTsconfig).references).toContainEqual({
        path: '../../libs/bingo-hall/tsconfig.lib.json',
      });
    });

    it('adds the lib to the root references among the features, once', async () => {
      const before = readJson<References>(tree, WIRING.rootTsconfig).references;
      await featureLibGenerator(tree, { name: 'bingo-hall' });
      const after = readJson<References>(tree, WIRING.rootTsconfig).references;
      expect(after.filter(({ path }) => path === './libs/bingo-hall')).toHaveLength(1);
      expect(after.filter(({ path }) => path !== './libs/bingo-hall')).toEqual(before);
      expect(after[after.findIndex(({ path }) => path === './libs/bingo-hall') + 1]).toEqual({
        path: './libs/games',
      });
    });
  });

  describe('refuses', () => {
    it.each(['Bingo', 'live_stream', '9lives', '', 'a/b'])('the name %j', async (name) => {
      await expect(featureLibGenerator(tree, { name })).rejects.toThrow(/kebab-case/);
    });

    it.each(['Bingo', 'bingo-hall', 'bingo_hall'])('the screen name %j', async (screen) => {
      await expect(featureLibGenerator(tree, { name: 'bingo', screen })).rejects.toThrow(
        /camelCase/,
      );
    });

    it('to overwrite an existing lib', async () => {
      await expect(featureLibGenerator(tree, { name: 'wallet' })).rejects.toThrow(/exists already/);
    });

    it('a screen or a path that the route table has already', async () => {
      await expect(featureLibGenerator(tree, { name: 'bingo', screen: 'inbox' })).rejects.toThrow(
        /"inbox" is in SCREEN_PATHS already/,
      );
      await expect(featureLibGenerator(tree, { name: 'bingo', path: 'webEmail' })).rejects.toThrow(
        /\/m\/webEmail is the "inbox" screen's already/,
      );
    });

    it('loudly, when a file it wires into has changed shape', async () => {
      tree.write(
        WIRING.routes,
        read(tree, WIRING.routes).replace('FEATURE_SCREENS', 'SCREEN_LISTS'),
      );
      await expect(featureLibGenerator(tree, { name: 'bingo' })).rejects.toThrow(
        /routes\.tsx has no `const FEATURE_SCREENS = \.\.\.`/,
      );
    });
  });
});
