import { basename, join, relative } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { STORY_FILES, STORY_LIBS, storyLib } from './libraries.ts';

const workspaceRoot = join(import.meta.dirname, '../..');

/** What the lib's Storybook and the workspace's share: addons, the worker, Vite, telemetry off. */
const shared = {
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Served at the root in `storybook dev`, `storybook build` and the Vitest run alike, which is
  // the scope the worker needs to see the preview's requests.
  staticDirs: [join(import.meta.dirname, 'public')],
  framework: {
    name: '@storybook/react-vite',
    // A lib's own vite.config.ts is a library build (declarations, CSS injection): Storybook
    // gets a plain app config instead.
    options: {
      builder: { viteConfigPath: join(import.meta.dirname, 'storybook.vite.config.ts') },
    },
  },
  core: { disableTelemetry: true },
} satisfies Partial<StorybookConfig>;

/** The stories of one lib, under its name, for a Storybook whose config is in `configDir`. */
function libStories(configDir: string, lib: string) {
  return {
    directory: relative(configDir, join(workspaceRoot, 'libs', lib)),
    files: STORY_FILES,
    titlePrefix: storyLib(lib).title,
  };
}

/**
 * The `.storybook/main.ts` of every lib with stories: its own stories, the workspace's addons, and
 * the Mock Service Worker served beside the preview so stories can answer gateway calls.
 *
 * @param configDir the lib's `.storybook` folder (`import.meta.dirname` there).
 */
export function storybookMain(configDir: string): StorybookConfig {
  return {
    ...shared,
    stories: [libStories(configDir, basename(join(configDir, '..')))],
    typescript: {
      reactDocgen: 'react-docgen-typescript',
      // Props tables for the lib's own components only: the libs a screen imports are documented
      // in their own Storybook, and are outside this lib's TypeScript project anyway.
      reactDocgenTypescriptOptions: { include: [join(configDir, '../src/**/*.tsx')] },
    },
  };
}

/**
 * The `.storybook/main.ts` of the workspace's one Storybook (apps/storybook): every lib's stories
 * under the lib's name, and the designers' pages in `configDir/../src`.
 */
export function workspaceStorybookMain(configDir: string): StorybookConfig {
  return {
    ...shared,
    stories: [
      { directory: '../src', files: '**/*.mdx', titlePrefix: 'Designers' },
      ...STORY_LIBS.map(({ lib }) => libStories(configDir, lib)),
    ],
    typescript: {
      reactDocgen: 'react-docgen-typescript',
      // Props tables where there are docs pages: the kit's components.
      reactDocgenTypescriptOptions: {
        include: [join(workspaceRoot, 'libs/ui-kit/src/**/*.tsx')],
      },
    },
  };
}
