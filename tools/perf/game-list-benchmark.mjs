// The game list benchmark (ARCHITECTURE.md "Budgets": a list of 1000 keeps under 400 DOM nodes
// and shows no long task over 50 ms while flung; /m/gameList?type=hot costs one request). Run by
// hand, not by `npm test`, after building the app and the platform:
//
//   npx nx build @mweb/mobile-web && npx nx build @mweb/platform-api
//   node tools/perf/game-list-benchmark.mjs [--games 1000]
//
// It starts the built platform on a fresh database, asks its dev control for a vendor of N games,
// drives the system's Chromium at phone size through Playwright, and prints the figures.
import { parseArgs } from 'node:util';
import { devices } from 'playwright';
import { printTable } from '../scripts/print-table.mjs';
import { launchChromium, startPlatform } from './bench-platform.mjs';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3190' },
  },
});
const games = Number(values.games);

const { server, base } = await startPlatform(values.port);
const browser = await launchChromium();
try {
  const made = await fetch(`${base}/dev/games/bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count: games }),
  });
  if (!made.ok) throw new Error(`The dev control answered ${made.status}.`);

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
  const last = await page.getByText(`Bench Slot ${games}`, { exact: true }).isVisible();
  const tasks = await page.evaluate((skip) => globalThis.__longTasks.slice(skip), settle);
  console.log(`\nGame list benchmark (${games} games, Pixel 7 size, Chromium):\n`);
  printTable([
    ['gateway calls opening /m/gameList?type=hot', String(calls.length), calls.join(', ')],
    ['most DOM nodes while flinging', String(maxNodes), '< 400'],
    ['long tasks while flinging', String(tasks.length), 'none over 50 ms'],
    ['longest task', tasks.length ? `${Math.max(...tasks).toFixed(0)} ms` : '-', '≤ 50 ms'],
    ['wheel flings to the end', String(flings + 1), last ? 'last game shown' : 'end not reached'],
  ]);
} finally {
  await browser.close();
  server.kill();
}
