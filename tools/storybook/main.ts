import { join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The `.storybook/main.ts` of every lib with stories: its own stories, the workspace's addons, and
 * the Mock Service Worker served beside the preview so stories can answer gateway calls.
 *
 * @param configDir the lib's `.storybook` folder (`import.meta.dirname` there).
 */
export function storybookMain(configDir: string): StorybookConfig {
  return {
    stories: ['../src/**/*.stories.@(ts|tsx)'],
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
    typescript: {
      reactDocgen: 'react-docgen-typescript',
      // Props tables for the lib's own components only: the libs a screen imports are documented
      // in their own Storybook, and are outside this lib's TypeScript project anyway.
      reactDocgenTypescriptOptions: { include: [join(configDir, '../src/**/*.tsx')] },
    },
  };
}
