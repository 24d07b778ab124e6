import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './src/chromium';

const port = Number(process.env['E2E_PORT'] ?? 3100);
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env['CI']);
const launchOptions = { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] };

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-output/results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Stated rather than left to Playwright's defaults (30 s, 5 s): on a 2-core runner under load a
  // journey that logs in, bets and checks a balance needs more, and no assertion here is about speed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One browser at a time: journeys share one platform, and some switch its global state.
  workers: 1,
  reporter: [['list'], ['html', { open: 'never', outputFolder: './test-output/report' }]],
  use: {
    baseURL,
    // Recording a trace costs every journey its snapshots, even one that passes and throws it
    // away (about 15 % of the run here): on CI, only the retry of a failed journey records one.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The seeded promotion popups (301 to 304) count as closed before, so that journeys about
    // something else meet the home page without them; promotions.spec.ts starts without this.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'SHELL_PU_A', value: '[301,303,304]' },
            { name: 'SHELL_PU_B', value: '[302]' },
          ],
        },
      ],
    },
  },
  // Every journey runs on both phones, in the system's Chromium: Playwright's iPhone 14 is WebKit by
  // default, so only its size, pixel ratio, touch and user agent are taken.
  projects: [
    {
      name: 'android-phone',
      use: {
        ...devices['Pixel 7'],
        launchOptions,
      },
    },
    {
      name: 'iphone-14',
      use: {
        browserName: 'chromium',
        viewport: devices['iPhone 14'].viewport,
        deviceScaleFactor: devices['iPhone 14'].deviceScaleFactor,
        isMobile: devices['iPhone 14'].isMobile,
        hasTouch: devices['iPhone 14'].hasTouch,
        userAgent: devices['iPhone 14'].userAgent,
        launchOptions,
      },
    },
  ],
  webServer: {
    // The built platform serving the built app: exactly what `npm start` runs, on a fresh database.
    command: 'node ../platform-api/dist/main.js',
    url: `${baseURL}/wps/v2/system/status?device=MOBILE`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // The journeys make accounts and read SMS codes through /dev/, which exists only when asked for.
      PLATFORM_DEV_CONTROLS: '1',
      // A fresh embedded database every run, even where CI exports DATABASE_URL for the platform's suite.
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mweb-e2e-')),
    },
  },
});
