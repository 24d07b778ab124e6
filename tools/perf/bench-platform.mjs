// What the hand-run benchmarks share: the built platform serving the built app on a database of
// its own, and the system's Chromium with the flags that make it run here.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `apps/platform-api/dist/main.js` on `port` and waits until it answers. */
export async function startPlatform(port, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(workspaceRoot, 'apps/platform-api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mweb-bench-')),
      ...env,
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${base}/wps/v2/system/status?device=MOBILE`);
      if (response.ok) return { server, base };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  server.kill();
  throw new Error('The platform did not start: is apps/platform-api/dist built?');
}

/** The system's Chromium, headless. */
export function launchChromium() {
  return chromium.launch({
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
}

/**
 * Puts `count` games in the platform's catalogue through its dev control, for the list and search
 * benchmarks' 1,000-game runs.
 * @param {string} base the platform's origin
 * @param {number} count
 */
export async function seedBenchGames(base, count) {
  const made = await fetch(`${base}/dev/games/bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  if (!made.ok) throw new Error(`The dev control answered ${made.status}.`);
}
