// The lottery list benchmark (issue 14: the 1000-lottery list renders virtualised with fewer than
// 400 DOM nodes, and one tick of every countdown costs under 4 ms). Run by hand, not by
// `npm test`, after building the app and the platform:
//
//   npx nx build @mweb/mobile-web && npx nx build @mweb/platform-api
//   node tools/perf/lottery-list-benchmark.mjs [--lotteries 1000]
//
// It starts the built platform on a fresh database, asks its dev control for a category of N
// lotteries, opens /m/lottery on it in the system's Chromium at phone size, scrolls it to the end
// counting DOM nodes, and times the screen's 500 ms ticker (each tick, up to the end of the
// render it causes).
import { parseArgs } from 'node:util';
import { devices } from 'playwright';
import { printTable } from '../scripts/print-table.mjs';
import { launchChromium, startPlatform } from './bench-platform.mjs';

const { values } = parseArgs({
  options: {
    lotteries: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3191' },
  },
});
const lotteries = Number(values.lotteries);

const { server, base } = await startPlatform(values.port, { PLATFORM_DEV_CONTROLS: '1' });
const browser = await launchChromium();
try {
  const made = await fetch(`${base}/dev/lotteries/bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count: lotteries }),
  });
  if (!made.ok) throw new Error(`The dev control answered ${made.status}.`);

  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: base });
  const page = await context.newPage();
  // Every 500 ms interval callback (the lottery ticker) is timed up to the end of the microtasks
  // it queues, where React renders what the tick changed.
  await page.addInitScript(() => {
    globalThis.__tickCosts = [];
    const original = globalThis.setInterval;
    globalThis.setInterval = (callback, delay, ...rest) =>
      original(
        (...args) => {
          if (delay !== 500) return callback(...args);
          const start = performance.now();
          callback(...args);
          queueMicrotask(() =>
            queueMicrotask(() => globalThis.__tickCosts.push(performance.now() - start)),
          );
        },
        delay,
        ...rest,
      );
  });
  await page.goto('/m/lottery?category=bench');
  await page.getByText('Bench Lottery 1', { exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  let maxNodes = 0;
  let scrolls = 0;
  for (; scrolls < 2000; scrolls += 1) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(16);
    const state = await page.evaluate(() => ({
      nodes: document.getElementsByTagName('*').length,
      atEnd: window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
    }));
    maxNodes = Math.max(maxNodes, state.nodes);
    if (state.atEnd) break;
  }
  const last = await page.getByText(`Bench Lottery ${lotteries}`, { exact: true }).isVisible();
  await page.evaluate(() => {
    globalThis.__tickCosts = [];
  });
  await page.waitForTimeout(10_500);
  const ticks = await page.evaluate(() => globalThis.__tickCosts);
  const sorted = [...ticks].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const worst = sorted.at(-1) ?? 0;
  console.log(`\nLottery list benchmark (${lotteries} lotteries, Pixel 7 size, Chromium):\n`);
  printTable([
    ['most DOM nodes while scrolling', String(maxNodes), '< 400'],
    ['scrolls to the end', String(scrolls + 1), last ? 'last lottery shown' : 'end not reached'],
    ['ticks timed', String(ticks.length), 'one ticker, every 500 ms'],
    ['one tick, median', `${median.toFixed(2)} ms`, '< 4 ms'],
    ['one tick, worst', `${worst.toFixed(2)} ms`, '< 4 ms'],
  ]);
  // A figure that misses its limit fails the run, so that a script can tell.
  if (maxNodes >= 400 || worst >= 4 || ticks.length === 0 || !last) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill();
}
