// The game list benchmark (ARCHITECTURE.md "Budgets": a list of 1000 keeps under 400 DOM nodes
// and shows no long task over 50 ms while flung; /m/gameList?type=hot costs one request). Run by
// hand, not by `npm test`, after building the app and the platform:
//
//   npx nx build @mweb/mobile-web && npx nx build @mweb/platform-api
//   node tools/perf/game-list-benchmark.mjs [--games 1000]
//
// It starts the built platform on a fresh database, asks its dev control for a vendor of N games,
// drives the system's Chromium at phone size through Playwright, prints the figures, and exits
// non-zero when one misses its target.
//
// A long task is timed on the wall clock (the Long Tasks API), so on a machine busy with other
// work a task that was only waiting for a core counts as long. The table therefore also prints
// the main thread's CPU time of the longest task (from a Chromium trace) and the load average:
// a wall-clock miss with short CPU times is the machine, not the list.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { devices } from 'playwright';
import { printTable } from '../scripts/print-table.mjs';
import { launchChromium, seedBenchGames, startPlatform } from './bench-platform.mjs';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3190' },
  },
});
const games = Number(values.games);

/** A renderer task, as the 'toplevel' category names it (or DevTools' timeline does). */
const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

const { server, base } = await startPlatform(values.port, { PLATFORM_DEV_CONTROLS: '1' });
const browser = await launchChromium();
try {
  await seedBenchGames(base, games);

  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: base });
  const page = await context.newPage();

  // Opening the hot list: the gateway calls it makes beyond the app's boot (the status call).
  await page.goto('/m/home');
  await page.waitForLoadState('networkidle');
  const calls = [];
  const countCall = (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/wps/') && !pathname.includes('/system/status')) calls.push(pathname);
  };
  page.on('request', countCall);
  await page.goto('/m/gameList?type=hot');
  await page.getByRole('list').first().waitFor();
  await page.waitForLoadState('networkidle');
  page.off('request', countCall);

  // Flinging the long list to its end while counting long tasks and DOM nodes.
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`/m/gameList?gameType=RNG&vassalage=BENCH`);
  const list = page.getByRole('list').first();
  await list.waitFor();
  await page.waitForLoadState('networkidle');
  const settle = await page.evaluate(() => globalThis.__longTasks.length);
  // 'toplevel' holds each task the renderer runs, with its wall (dur) and thread CPU (tdur) time.
  await browser.startTracing(page, { categories: ['toplevel'] });
  let maxNodes = 0;
  let flings = 0;
  for (; flings < 2000; flings += 1) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(16);
    const state = await page.evaluate(() => ({
      nodes: document.getElementsByTagName('*').length,
      size: Number(document.querySelector('[role="listitem"]')?.getAttribute('aria-setsize') ?? 0),
      atEnd: window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
    }));
    maxNodes = Math.max(maxNodes, state.nodes);
    if (state.size >= games && state.atEnd) break;
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const last = await page.getByText(`Bench Slot ${games}`, { exact: true }).isVisible();
  const tasks = await page.evaluate((skip) => globalThis.__longTasks.slice(skip), settle);
  const longestCpuMs = longestMainThreadCpuMs(trace.traceEvents ?? trace);
  const load = loadavg()[0];
  console.log(`\nGame list benchmark (${games} games, Pixel 7 size, Chromium):\n`);
  printTable([
    ['gateway calls opening /m/gameList?type=hot', String(calls.length), calls.join(', ')],
    ['most DOM nodes while flinging', String(maxNodes), '< 400'],
    ['long tasks while flinging', String(tasks.length), 'none over 50 ms'],
    ['longest task', tasks.length ? `${Math.max(...tasks).toFixed(0)} ms` : '-', '≤ 50 ms'],
    ['longest task, main-thread CPU', `${longestCpuMs.toFixed(0)} ms`, 'what the list costs'],
    ['load average (1 min)', load.toFixed(1), 'with 2 cores, above 2 inflates wall times'],
    ['wheel flings to the end', String(flings + 1), last ? 'last game shown' : 'end not reached'],
  ]);
  const misses = [
    calls.length !== 1 && 'opening the hot list costs one request',
    maxNodes >= 400 && 'fewer than 400 DOM nodes',
    tasks.some((duration) => duration > 50) && 'no long task over 50 ms',
    !last && 'the list reaches its last game',
  ].filter(Boolean);
  if (misses.length > 0) {
    console.error(`\nMissed: ${misses.join('; ')}.`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.kill();
}

/** The longest CPU time of a task on the page's main thread (CrRendererMain), in ms. */
function longestMainThreadCpuMs(events) {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name')
      .filter((event) => event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter((event) => event.ph === 'X' && TASK_EVENTS.has(event.name))
    .filter((event) => mainThreads.has(`${event.pid}:${event.tid}`))
    .reduce((longest, event) => Math.max(longest, (event.tdur ?? 0) / 1000), 0);
}
