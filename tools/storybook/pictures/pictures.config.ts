import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../../apps/mobile-web-e2e/src/chromium.ts';

/** The one Storybook's project: its static build, its reference pictures, its test output. */
export const storybookRoot = join(import.meta.dirname, '../../../apps/storybook');
export const staticDir = join(storybookRoot, 'storybook-static');

const port = Number(process.env['PICTURES_PORT'] ?? 6106);
const baseURL = `http://localhost:${port}`;

/**
 * A picture of every story of the workspace's Storybook, in the system's Chromium at a phone's
 * size, compared with the reference pictures in `apps/storybook/pictures/`. The references are
 * updated with `npm run storybook:pictures` and reviewed like code.
 */
export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.pictures.ts',
  outputDir: join(storybookRoot, 'test-output/pictures'),
  // `{arg}` is the story id and the variant: one flat folder, no platform suffix (the pictures
  // are taken in Debian's Chromium only, on CI and here alike).
  snapshotPathTemplate: join(storybookRoot, 'pictures/{arg}{ext}'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  // Stated rather than left to Playwright's defaults: a screen story loads its code, mocks and
  // dictionaries and runs its play function before its pictures, three times on a busy machine.
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // A colour moved by 2 % fails, on 0.2 % of a picture's pixels: a changed token, spacing or
      // word moves far more, and the same build in the same browser draws the same pixels.
      threshold: 0.02,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  workers: 2,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: join(storybookRoot, 'test-output/pictures-report') }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    // A phone: 390 × 844 CSS pixels, touch, at one device pixel per CSS pixel so the
    // references stay small.
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
  webServer: {
    // The static build as it would be published.
    command: `npx --no-install vite preview --outDir ${staticDir} --port ${port} --strictPort`,
    cwd: storybookRoot,
    url: `${baseURL}/index.json`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
