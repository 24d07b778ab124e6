import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Every story runs as a test in a real Chromium (Debian's, or whatever CHROME_PATH names; nothing
 * is downloaded), with the accessibility check failing a story on any violation.
 */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(import.meta.dirname, '../../node_modules/.vite/@mweb/ui-kit-storybook'),
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails the story.
  optimizeDeps: {
    include: [
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
    ],
  },
  test: {
    name: 'storybook',
    watch: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--headless',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
