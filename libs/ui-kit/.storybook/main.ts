import { join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Feature libs add their own glob here when they gain stories (e.g. '../../games/src/**/*.stories.tsx').
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    // The lib's own vite.config.ts is a library build (declarations, CSS injection): Storybook
    // gets a plain app config instead.
    options: { builder: { viteConfigPath: join(import.meta.dirname, 'storybook.vite.config.ts') } },
  },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
