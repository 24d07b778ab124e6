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
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, devices } from 'playwright';
import { printTable } from '../scripts/print-table.mjs';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    lotteries: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3191' },
  },
});
const lotteries = Number(values.lotteries);
const base = `http://127.0.0.1:${values.port}`;

/** The built platform serving the built app, on a database of its own. */
async function startPlatform() {
  const server = spawn(process.execPath, [join(workspaceRoot, 'apps/platform-api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: values.port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PLATFORM_DEV_CONTROLS: '1',
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mweb-lottery-bench-')),
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${base}/wps/v2/system/status?device=MOBILE`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  server.kill();
  throw new Error('The platform did not start: is apps/platform-api/dist built?');
}

const server = await startPlatform();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
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
} finally {
  await browser.close();
  server.kill();
}
