import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readCsf } from 'storybook/internal/csf-tools';
import { STORY_LIBS, isScreenTitle } from '../libraries.ts';
import { staticDir } from './pictures.config.ts';

const workspaceRoot = join(import.meta.dirname, '../../..');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** The stories the static build holds. */
const stories = Object.values(
  (
    JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
).filter((entry) => entry.type === 'story');

/**
 * Every picture is taken at this moment: countdowns, dates and "today" filters show the same
 * thing on every run. Timers still run, so play functions and debounces work.
 */
const FIXED_TIME = new Date('2026-06-15T09:30:00Z');

/**
 * What a story is shown in: both themes, and the screens in Urdu too, right to left. The
 * accessibility check stays with the story tests (`test-storybook` of each lib): it is not run
 * here, where it would only slow the pictures down.
 */
const VARIANTS = [
  { name: 'dark', globals: { theme: 'dark', language: 'EN' }, screensOnly: false, play: true },
  { name: 'light', globals: { theme: 'light', language: 'EN' }, screensOnly: false, play: true },
  // The play functions find their elements by their English names: in Urdu the screen is shown
  // as it opens (Storybook's `embed` mode does not play), its answers in.
  { name: 'ur', globals: { theme: 'dark', language: 'UR' }, screensOnly: true, play: false },
] as const;

type Variant = (typeof VARIANTS)[number];

/** How the page tells the test that the story it asked for is on screen. */
interface PictureWindow {
  __storybook?: { emit(event: string, payload: unknown): void };
  __pictureReady?: { storyId?: string; status: string };
  /** When the page last started or finished a call or a download (`performance.now()`). */
  __lastActivity?: number;
}

/**
 * How long the page must go without starting or finishing a call or a download before its
 * picture is taken. A call that never ends (a story of the loading state) does not hold it up.
 */
const QUIET_MS = 500;

/**
 * Hooks the preview's channel as it is created, so the page knows when a story has rendered and
 * run its play function (`storyFinished`), or is missing.
 */
function listenForStories() {
  const state = window as unknown as PictureWindow;
  const active = () => {
    state.__lastActivity = performance.now();
  };
  active();
  const fetchFromNetwork = window.fetch.bind(window);
  window.fetch = (...args) => {
    active();
    return fetchFromNetwork(...args).finally(active);
  };
  // Code chunks, dictionaries and pictures, as each finishes loading.
  new PerformanceObserver(active).observe({ type: 'resource', buffered: false });
  let current: PictureWindow['__storybook'];
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set(
      channel: NonNullable<PictureWindow['__storybook']> & {
        on(event: string, listener: (payload: unknown) => void): void;
      },
    ) {
      current = channel;
      state.__storybook = channel;
      channel.on('storyFinished', (payload) => {
        state.__pictureReady = payload as PictureWindow['__pictureReady'];
      });
      channel.on('storyMissing', (storyId) => {
        state.__pictureReady = { storyId: String(storyId), status: 'missing' };
      });
    },
  });
}

/** A blank picture for any image from outside the Storybook: nothing leaves the machine. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Sends one event to the preview and waits until a story has finished in answer to it. */
async function renderBy(page: Page, event: string, payload: unknown): Promise<string> {
  await page.evaluate(
    ([name, body]) => {
      const state = window as unknown as PictureWindow;
      state.__pictureReady = undefined;
      state.__storybook?.emit(name, body);
    },
    [event, payload] as const,
  );
  const finished = await page.waitForFunction(
    () => (window as unknown as PictureWindow).__pictureReady,
    undefined,
    { timeout: 30_000 },
  );
  return ((await finished.jsonValue()) as { status: string }).status;
}

/** A page of the preview, and what it shows. */
interface PreviewPage {
  page: Page;
  storyId?: string;
  variant?: Variant;
}

/**
 * One context per worker with a page for each way of showing stories (playing them, or not),
 * kept between stories: the preview loads once, and each story is then selected as Storybook's
 * own manager selects it. Loading the preview for every picture took five times as long.
 */
const it = test.extend<object, { preview: (play: boolean) => Promise<PreviewPage> }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const {
        baseURL,
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        reducedMotion,
        locale,
        timezoneId,
      } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        reducedMotion,
        locale,
        timezoneId,
      });
      const origin = new URL(baseURL ?? '').origin;
      await context.route(
        (url) => url.origin !== origin,
        (route) =>
          route.request().resourceType() === 'image'
            ? route.fulfill({ contentType: 'image/png', body: BLANK_PNG })
            : route.abort(),
      );
      const pages = new Map<boolean, Promise<PreviewPage>>();
      const open = async (play: boolean): Promise<PreviewPage> => {
        const page = await context.newPage();
        await page.clock.setFixedTime(FIXED_TIME);
        await page.addInitScript(listenForStories);
        // No accessibility check here (the story tests run it); `embed` turns play functions off.
        await page.goto(
          `/iframe.html?viewMode=story&globals=a11y.manual:!true${play ? '' : '&embed=true'}`,
        );
        await page.waitForFunction(() => (window as unknown as PictureWindow).__storybook);
        // Storybook hides the story it is preparing when that takes over 100 ms; a component
        // that measures or scrolls on mount (the category menu) then meets a hidden page, on a
        // busy machine only. Here the story stays laid out, as in the app.
        await page.addStyleTag({
          content:
            '.sb-show-preparing-story:not(.sb-show-main) > :not(.sb-preparing-story) { display: revert !important; } .sb-preparing-story { display: none !important; }',
        });
        return { page };
      };
      await use((play) => {
        if (!pages.has(play)) pages.set(play, open(play));
        return pages.get(play) as Promise<PreviewPage>;
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows `storyId` in `variant` on a page of the worker, and waits until it is still. */
async function showStory(preview: PreviewPage, storyId: string, variant: Variant) {
  const { page } = preview;
  if (preview.variant !== variant) {
    // The story on screen renders again in the new globals; the next one then starts in them.
    if (preview.storyId) await renderBy(page, 'updateGlobals', { globals: variant.globals });
    else
      await page.evaluate(
        (globals) =>
          (window as unknown as PictureWindow).__storybook?.emit('updateGlobals', { globals }),
        variant.globals,
      );
    preview.variant = variant;
  }
  // Every story starts at the top of the page, whatever the one before scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  const status =
    preview.storyId === storyId
      ? await renderBy(page, 'forceRemount', { storyId })
      : await renderBy(page, 'setCurrentStory', { storyId, viewMode: 'story' });
  preview.storyId = storyId;
  expect(status, `${storyId} (${variant.name}) rendered and ran its play function`).toBe('success');
  // Its answers in, its web fonts and every image loaded or failed, before the picture.
  await page.waitForFunction(
    (quiet) =>
      performance.now() - ((window as unknown as PictureWindow).__lastActivity ?? 0) >= quiet,
    QUIET_MS,
    { timeout: 30_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
}

it('the one Storybook holds every story of every lib, under its name', async () => {
  const libsWithStorybooks = readdirSync(join(workspaceRoot, 'libs')).filter((lib) =>
    existsSync(join(workspaceRoot, 'libs', lib, '.storybook')),
  );
  expect(STORY_LIBS.map(({ lib }) => lib).sort(), 'the libs of libraries.ts').toEqual(
    libsWithStorybooks.sort(),
  );
  for (const { lib, title } of STORY_LIBS) {
    const source = join(workspaceRoot, 'libs', lib, 'src');
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.stories\.tsx?$/.test(file),
    );
    const inTree: string[] = [];
    for (const file of files) {
      const csf = await readCsf(join(source, file), {
        makeTitle: (own?: string) => `${title}/${own ?? ''}`,
      });
      inTree.push(...csf.parse().stories.map((story) => story.id));
    }
    const built = stories.filter((story) => story.title.split('/')[0] === title);
    console.log(
      `${title}: ${files.length} story files, ${inTree.length} stories, ${built.length} in the Storybook`,
    );
    expect(built.map((story) => story.id).sort(), `${title}'s stories`).toEqual(inTree.sort());
  }
  const underALib = stories.filter((story) =>
    STORY_LIBS.some(({ title }) => story.title.startsWith(`${title}/`)),
  );
  expect(stories.length).toBe(underALib.length);
});

// Variant by variant, so that a worker's page changes its globals twice, not for every story.
for (const variant of VARIANTS) {
  for (const story of stories) {
    if (variant.screensOnly && !isScreenTitle(story.title)) continue;
    it(`${variant.name}: ${story.title} / ${story.name}`, async ({ preview }) => {
      const shown = await preview(variant.play);
      await showStory(shown, story.id, variant);
      await expect(shown.page).toHaveScreenshot(`${story.id}--${variant.name}.png`);
    });
  }
}
