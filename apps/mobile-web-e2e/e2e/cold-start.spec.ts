import { expect, test, type Page, type Request } from '@playwright/test';
import { builtScript } from './support/built-files';
import { scrollUntilShown } from './support/scroll';

// A guest's first visit on a phone: every gateway call is a round trip on a slow network, so the
// cold load of /m/home makes few of them, never the same twice, and no chain longer than the
// status call and then everything else at once (docs/architecture/performance.md).

const STATUS_PATH = '/wps/v2/system/status';

/** Method, path and query of a gateway call, or null for anything else. */
function gatewayCallOf(request: Request): string | null {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/wps/') && !url.pathname.startsWith('/lgw/')) return null;
  return `${request.method()} ${url.pathname}${url.search}`;
}

/** The gateway calls of the page, in the order they were sent. */
function recordGatewayCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const call = gatewayCallOf(request);
    if (call) calls.push(call);
  });
  return calls;
}

/** Records when home first appears, on the page's own clock: its first commit, all at once. */
async function recordHomeShown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = { at: -1 };
    Object.assign(window, { homeShown: shown });
    const observer = new MutationObserver(() => {
      if (!document.getElementById('home-title')) return;
      shown.at = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  });
}

/** When home first appeared (see `recordHomeShown`), or -1 when it has not. */
function homeShownAtOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { homeShown: { at: number } }).homeShown.at);
}

test('a cold load of /m/home makes at most 10 gateway calls, none twice', async ({ page }) => {
  const calls = recordGatewayCalls(page);
  await page.goto('/m/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main')).toBeVisible();

  expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(10);
  const repeated = calls.filter((call, index) => calls.indexOf(call) !== index);
  expect(repeated, 'calls sent twice').toEqual([]);
  expect(calls[0]).toMatch(new RegExp(`^GET ${STATUS_PATH}\\?`));
});

test('every other gateway call starts once the status call has answered, none waiting on another', async ({
  page,
}) => {
  // Two cold loads of the app, one after the other, on a machine that may be busy with builds.
  test.setTimeout(120_000);
  // First the calls of an ordinary cold load...
  const calls = recordGatewayCalls(page);
  await page.goto('/m/home', { waitUntil: 'networkidle' });
  const expected = calls.filter((call) => !call.startsWith(`GET ${STATUS_PATH}?`)).sort();

  // ...then the same load, cold again (no storage, cookies or HTTP cache), with every call but the
  // status call held unanswered: a call that waits on another one's answer would never be sent,
  // so the set of held calls reaches the full set only if each depends on the status call alone.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  let statusAnswered = false;
  const sentBeforeStatus: string[] = [];
  const held: string[] = [];
  const releases: (() => void)[] = [];
  await page.route(/\/(wps|lgw)\//, async (route) => {
    const call = gatewayCallOf(route.request()) ?? '';
    if (call.startsWith(`GET ${STATUS_PATH}?`)) {
      const response = await route.fetch();
      statusAnswered = true;
      await route.fulfill({ response });
      return;
    }
    if (!statusAnswered) sentBeforeStatus.push(call);
    held.push(call);
    await new Promise<void>((release) => releases.push(release));
    await route.continue();
  });
  await page.goto('/m/home');

  // Waits for the app to boot and send its calls, however busy the machine; a call that is never
  // sent fails here.
  await expect
    .poll(() => [...held].sort(), { timeout: 60_000, message: 'the calls of a cold load, held' })
    .toEqual(expected);
  expect(sentBeforeStatus, 'calls sent before the status call answered').toEqual([]);
  for (const release of releases) release();
});

test('a first visit whose status call hangs still shows home, and its calls go once the status answers', async ({
  page,
}) => {
  const calls = recordGatewayCalls(page);
  let releaseStatus!: () => void;
  const statusHeld = new Promise<void>((release) => {
    releaseStatus = release;
  });
  await page.route(`**${STATUS_PATH}?*`, async (route) => {
    await statusHeld;
    await route.continue();
  });
  await page.goto('/m/home');

  // The first render waits a moment for the status answer, then shows the app without it.
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(calls, 'calls sent while the status is unanswered').toEqual([
    expect.stringMatching(new RegExp(`^GET ${STATUS_PATH}\\?`)),
  ]);

  releaseStatus();
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%' }).first()).toBeVisible();
});

test("home's banner calls leave with the status answer, before home first shows", async ({
  page,
}) => {
  await recordHomeShown(page);
  await page.goto('/m/home');
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%' }).first()).toBeVisible();

  const homeShownAt = await homeShownAtOf(page);
  const { bannerCallsAt } = await page.evaluate(() => ({
    bannerCallsAt: performance
      .getEntriesByType('resource')
      .filter(({ name }) => /CCSFE_getListAnnouncements\?types=B&|CBS_modelList\?/.test(name))
      .map(({ startTime }) => startTime),
  }));
  expect(bannerCallsAt).toHaveLength(2);
  expect(homeShownAt).toBeGreaterThan(0);
  for (const startedAt of bannerCallsAt) expect(startedAt).toBeLessThan(homeShownAt);
});

test("home's first render holds the banner's picture: it waits for the banners' answers", async ({
  page,
}) => {
  // Whether the banner's picture was there when home first appeared (one commit inserts it all).
  await page.addInitScript(() => {
    const first = { picture: null as boolean | null };
    Object.assign(window, { firstHome: first });
    const observer = new MutationObserver(() => {
      if (!document.getElementById('home-title')) return;
      first.picture = document.querySelector('main img[src*="/media/banners/"]') !== null;
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  await page.goto('/m/home');
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%' }).first()).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { firstHome: { picture: boolean | null } }).firstHome.picture,
    ),
  ).toBe(true);
});

test("a banners call that hangs holds home's first render only a moment", async ({ page }) => {
  await page.route(
    /CCSFE_getListAnnouncements\?types=B&/,
    () => new Promise<void>(() => undefined),
  );
  await page.goto('/m/home');
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
  // Everything but the banners: the games below them come too.
  await expect(page.getByRole('region', { name: 'Hot' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%' })).toHaveCount(0);
});

test('a cold start shows the brand until the app has rendered, and the app replaces it', async ({
  page,
}) => {
  // The app's code is held: what the player sees meanwhile is index.html's own.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/m\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/home', { waitUntil: 'commit' });
  const splash = page.locator('#root > .boot-splash');
  await expect(splash.locator('svg')).toBeVisible();
  await expect(splash).toHaveText('mweb');
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  release();
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
  await expect(splash).toHaveCount(0);
});

test("the code below home's fold, the installed app's and the strip's download after home's first paint", async ({
  page,
}) => {
  // Not after the page's first paint, which is the splash's: after home's own.
  await recordHomeShown(page);
  await page.goto('/m/home');
  await expect(page.getByRole('region', { name: 'Hot' })).toBeVisible();
  const homeShownAt = await homeShownAtOf(page);
  const chunks = await page.evaluate(() =>
    performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
  );
  expect(homeShownAt).toBeGreaterThan(0);
  const later = [
    'apps/mobile-web/src/app/home/home-below-fold.tsx',
    'apps/mobile-web/src/app/installed/installed-app.tsx',
    'libs/safer-gambling/src/lib/shell/shell.ts',
  ].map((source) => chunks.filter(({ name }) => builtScript(source).test(name)));
  expect(later.map((downloads) => downloads.length)).toEqual([1, 1, 1]);
  for (const chunk of later.flat())
    expect(chunk.startTime, chunk.name).toBeGreaterThanOrEqual(homeShownAt);
});

test("a screen's dictionary downloads beside its code, not once the code has come", async ({
  page,
}) => {
  // The login screen's code is held until its dictionary has been asked for.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(builtScript('libs/auth/src/lib/login/login-page.tsx'), async (route) => {
    await held;
    await route.continue();
  });
  const dictionaryAsked = page.waitForRequest(
    builtScript('libs/i18n/src/lib/locales/en/auth.json'),
  );
  await page.goto('/m/login', { waitUntil: 'commit' });
  await dictionaryAsked;
  release();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
});

test("home's largest paint is the banner's first picture", async ({ page }) => {
  await page.addInitScript(() => {
    const paints: string[] = [];
    Object.assign(window, { largestPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        paints.push((entry as PerformanceEntry & { url: string }).url || 'text');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/m/home');
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%' }).first()).toBeVisible();
  // The games' pictures load after the banner's; none of them may take the largest paint over.
  await expect(
    page
      .getByRole('main')
      .getByRole('button')
      .filter({ has: page.getByRole('img') })
      .nth(3),
  ).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints.at(-1)),
    )
    .toMatch(/\/media\/banners\//);
});

test('nothing on home moves when the announcements arrive after the first paint', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The announcement strip's answer is held until home shows its placeholder.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/CCSFE_getListAnnouncements\?types=PL&/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/home');
  const strip = page.getByRole('button', { name: /^Announcements:/ });
  await expect(strip).toContainText('Announcements will appear here');
  release();
  await expect(strip).not.toContainText('Announcements will appear here');
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%' }).first()).toBeVisible();
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts).toEqual([]);
});

test('the sections far below the games render, and call the gateway, only as the player scrolls to them', async ({
  page,
}) => {
  const calls = recordGatewayCalls(page);
  const rankList = (call: string) => call.includes('/wps/relay/GCSGAME_getRankList?');
  await page.goto('/m/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: 'Hot' })).toBeVisible();
  const board = page.getByRole('region', { name: 'Winner board' });
  await expect(board).toHaveCount(0);
  expect(calls.filter(rankList), calls.join('\n')).toEqual([]);

  await scrollUntilShown(page, board);
  await expect(board.getByRole('listitem').first()).toBeVisible();
  expect(calls.filter(rankList)).toHaveLength(1);
});

test('the encrypted customer-service path is decrypted by a worker, not on the page', async ({
  page,
}) => {
  // The seed's type '3' entry is DES-encrypted: crypto-js would hold the main thread for a long
  // task of its own, so a worker loads it and decrypts, and the page never downloads the cipher.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const workerEnded = new Promise<string>((resolve) => {
    page.on('worker', (worker) =>
      worker.on('close', () => resolve(new URL(worker.url()).pathname)),
    );
  });

  await page.goto('/m/home');
  await expect(page.getByRole('main')).toBeVisible();
  // The worker ends once it has answered; the page's idle moment comes within 2 s of the status.
  expect(await workerEnded).toMatch(/\/service-paths\.worker-[\w-]+\.js$/);
  expect(
    scripts.filter((path) => /\/(cipher|mode-ecb)-/.test(path)),
    scripts.join('\n'),
  ).toEqual([]);
  expect(warnings.filter((text) => text.includes('could not be decrypted'))).toEqual([]);
});

test('the service worker registers, and the marquee moves, only once the page has settled', async ({
  page,
}) => {
  // When the root loses its loading attribute, in the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.hasAttribute('data-loading')) return;
      (window as { settledAt?: number }).settledAt = performance.now();
      observer.disconnect();
    }).observe(document.documentElement, { attributes: true });
  });
  await page.goto('/m/home');
  const root = page.locator('html');
  const titles = page.getByRole('button', { name: /^Announcements:/ }).locator('span[style]');
  const playStates = () =>
    titles.evaluate((track) => track.getAnimations().map((animation) => animation.playState));

  // Still loading: the root says so, the titles hold still, no service worker yet.
  await expect(root).toHaveAttribute('data-loading', '');
  await expect.poll(playStates).toEqual(['paused', 'paused']);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();

  await expect(root).not.toHaveAttribute('data-loading', { timeout: 30_000 });
  // Nothing of the page's had finished loading for a while before it counted as settled.
  const quietMs = await page.evaluate(() => {
    const settledAt = (window as { settledAt?: number }).settledAt ?? 0;
    const ends = performance
      .getEntriesByType('resource')
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
      .filter((end) => end <= settledAt);
    return settledAt - Math.max(...ends);
  });
  expect(quietMs).toBeGreaterThanOrEqual(2_500);
  await expect.poll(playStates).toEqual(['running', 'running']);
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active !== null,
    undefined,
    {
      timeout: 30_000,
    },
  );
});
