import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { sourceResolution } from '../build/vite-lib.ts';
// The same system Chromium, with the same flags, as the end-to-end journeys.
import { CHROMIUM_ARGS, chromiumPath } from '../../apps/mobile-web-e2e/src/chromium.ts';

/**
 * Every dependency a story can reach, pre-bundled up front: one discovered mid-run makes Vite
 * reload the page, which fails the story that was running.
 */
const PREBUNDLED = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'i18next',
  'react-i18next',
  'dompurify',
  'swiper',
  'swiper/modules',
  'swiper/react',
  // Screens: the store, the router, the gateway client and its mocks.
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'react-router-dom',
  'crypto-js/core.js',
  'crypto-js/aes.js',
  'crypto-js/enc-base64.js',
  'crypto-js/mode-ecb.js',
  'crypto-js/pad-nopadding.js',
  'crypto-js/tripledes.js',
  'zod',
  'msw',
  'msw/browser',
  '@testing-library/react',
];

/**
 * The `.storybook/vitest.config.ts` of every lib with stories: each story runs as a test in a real
 * Chromium (Debian's, or whatever CHROME_PATH names; nothing is downloaded), with the
 * accessibility check failing a story on any violation.
 */
export function storybookVitestConfig(configDir: string): ViteUserConfig {
  const root = join(configDir, '..');
  const { name } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string };
  return defineConfig({
    root,
    cacheDir: join(root, '../../node_modules/.vite', `${name}-storybook`),
    // Stories test the libs' source, as the unit tests do, never a stale dist/.
    ...sourceResolution,
    plugins: [storybookTest({ configDir })],
    optimizeDeps: { include: PREBUNDLED },
    // The browser fetches addon-vitest's set-up file by its real path: where the packages are
    // links (the feature-lib generator's scratch workspace), that path lies outside the workspace.
    server: {
      fs: {
        allow: [
          searchForWorkspaceRoot(root),
          dirname(realpathSync(join(root, '../../node_modules/vitest'))),
        ],
      },
    },
    test: {
      name: 'storybook',
      watch: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  });
}
