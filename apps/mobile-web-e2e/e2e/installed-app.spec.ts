import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { homeHeader, passSlideCheck } from './support/auth-steps';
import { builtScript } from './support/built-files';
import { freshPassword, freshUsername } from './support/platform';

// The installed web app: Chromium can install it, it opens offline after a first visit, and it
// offers a new release when one is deployed.

const OFFLINE_NOTICE = 'You are offline. The app keeps trying to reconnect.';
const UPDATE_NOTICE = 'A new version of the app is available.';
/** The service worker the platform serves: the one the app's build wrote. */
const SERVICE_WORKER_FILE = resolve(import.meta.dirname, '../../mobile-web/dist/sw.js');

/** Waits until the service worker has installed (precached the shell) and controls the page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** A first visit to the home page, once the service worker has installed and controls it. */
async function openInstalledHome(page: Page) {
  await page.goto('/m/home');
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
  await controlledByServiceWorker(page);
}

test('Chromium finds nothing in the way of installing the app', async ({ baseURL }, testInfo) => {
  // A browser of its own to start, on a machine that may be busy with builds.
  test.setTimeout(90_000);
  // Chromium installs nothing from an off-the-record profile, which every test context is: this
  // one has a profile of its own, with the project's phone.
  const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    testInfo.project.use;
  const profile = mkdtempSync(join(tmpdir(), 'mweb-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  try {
    const page = await context.newPage();
    await openInstalledHome(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, data } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/m\/manifest\.webmanifest$/);
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline after a first visit, the shell opens with a notice; back online, the page recovers', async ({
  page,
  context,
}) => {
  await openInstalledHome(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  // Styled: the app's one stylesheet is kept with the shell, not found in the browser's own
  // cache by luck (which a phone may have emptied).
  const stylesheetKept = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    return link !== null && (await caches.match(link.href)) !== undefined;
  });
  expect(stylesheetKept).toBe(true);
  await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
  // The other categories' code is a chunk of its own, kept with the shell: it opens offline too.
  await page.getByRole('tab', { name: 'JL' }).click();
  await expect(page.getByRole('region', { name: 'JL' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

  const statusAnswered = page.waitForResponse(
    (response) => response.url().includes('/wps/v2/system/status') && response.ok(),
  );
  await context.setOffline(false);
  await statusAnswered;
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
});

test("a returning player's built files come from the cache and gateway calls from the network, without waking the service worker", async ({
  page,
  context,
}) => {
  await openInstalledHome(page);

  // How the browser routed each answer: by a static rule of the worker's (and from which source),
  // or through the worker's fetch handler.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const routes = new Map<string, { rule: string | undefined; source: string | undefined }>();
  cdp.on('Network.responseReceived', ({ response }) => {
    const { matchedSourceType, actualSourceType } = response.serviceWorkerRouterInfo ?? {};
    routes.set(new URL(response.url).pathname, {
      rule: matchedSourceType,
      source: actualSourceType,
    });
  });
  const routeOf = (pattern: RegExp) =>
    [...routes].find(([path]) => pattern.test(path))?.[1] ?? 'not seen';

  const statusAnswered = page.waitForResponse((response) =>
    response.url().includes('/wps/v2/system/status'),
  );
  await page.reload();
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
  await statusAnswered;
  // The module scripts of the page itself (the entry, or the chunks it would only have imported).
  const pageScripts = await page
    .locator('script[type="module"][src]')
    .evaluateAll((scripts: HTMLScriptElement[]) =>
      scripts.map((script) => new URL(script.src).pathname),
    );
  expect(pageScripts.length).toBeGreaterThan(0);
  await expect
    .poll(() => pageScripts.map((path) => routes.get(path) ?? 'not seen'))
    .toEqual(pageScripts.map(() => ({ rule: 'cache', source: 'cache' })));
  expect(routeOf(/^\/m\/assets\/style-[\w-]+\.css$/)).toEqual({ rule: 'cache', source: 'cache' });
  expect(routeOf(/^\/wps\/v2\/system\/status$/)).toEqual({ rule: 'network', source: 'network' });
  // The page itself is the worker's to answer: the shell, offline too.
  expect(routeOf(/^\/m\/home$/)).toEqual({ rule: undefined, source: undefined });

  // A built file the worker did not precache (the login page's) is not in the caches: the browser
  // asks the network for it, and the page opens.
  const loginPage = builtScript('libs/auth/src/lib/login/login-page.tsx');
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(routeOf(loginPage)).toEqual({ rule: 'cache', source: 'network' });
});

test('a new release deployed while the app is open is offered, and reloading keeps the page', async ({
  page,
}) => {
  await page.goto('/m/gameList?type=hot');
  await controlledByServiceWorker(page);
  await expect(page.getByText(UPDATE_NOTICE)).toBeHidden();

  const release = readFileSync(SERVICE_WORKER_FILE, 'utf8');
  try {
    // Another build: a service worker whose bytes differ, as any new release's precache list does.
    writeFileSync(SERVICE_WORKER_FILE, `${release}\n// release ${Date.now()}\n`);
    await page.reload();
    await expect(page.getByText(UPDATE_NOTICE)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText(UPDATE_NOTICE)).toBeHidden({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/m\/gameList\?type=hot$/);
  } finally {
    writeFileSync(SERVICE_WORKER_FILE, release);
  }
});

test('the download popup offers each phone its install: Android the browser prompt, iOS the guide', async ({
  page,
}, testInfo) => {
  await openInstalledHome(page);
  const popup = page.getByRole('dialog', { name: 'App download' });

  if (testInfo.project.name !== 'android-phone') {
    // Safari has no install prompt: the popup shows how to add the app to the home screen.
    await page.getByRole('banner').getByRole('button', { name: 'Download' }).click();
    await expect(popup.getByText('Choose Add to Home Screen.')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Install' })).toHaveCount(0);
    return;
  }
  // The browser's offer, as Chromium sends it once the app is installable.
  const prevented = await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.documentElement.dataset['installPrompted'] = 'yes';
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  });
  expect(prevented).toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'Download' }).click();
  await popup.getByRole('button', { name: 'Install' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(popup).toBeHidden();
});

test('in a standalone window the app offers no download and registers as the installed app', async ({
  page,
}) => {
  // Launched from the home screen: `display-mode: standalone` matches (Chromium's DevTools cannot
  // emulate that media feature, so the page's own query answers it).
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = matchMedia(query);
      if (!/display-mode:\s*standalone/.test(query)) return list;
      return Object.defineProperty(list, 'matches', { value: true });
    };
  });
  await page.goto('/m/home');
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Download' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hide the download bar' })).toHaveCount(0);

  // A registration from the installed app says so in its `Device` header (its body, with
  // `registerMethod: PWA`, is encrypted; the environment's unit tests cover that choice).
  const username = freshUsername();
  const password = freshPassword();
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await passSlideCheck(page);
  const registration = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' && new URL(request.url()).pathname === '/wps/member/register',
  );
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const request = await registration;
  expect(request.headers()['device']).toBe('OTHERS');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(homeHeader(page)).toContainText(username);
});
