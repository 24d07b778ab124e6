// Every check the project has, in the order that fails fastest: formatting and workspace sync,
// the tooling's own types and lint, then lint, type check, unit tests and builds of every project
// (or only the affected ones with --affected), the first-load budget, the workspace tests,
// Storybook, the browser journeys, and Lighthouse last. `npm test` runs it; `.ci/run` runs exactly `npm test`.
import { spawnSync } from 'node:child_process';

const affected = process.argv.includes('--affected');
const base = process.env.NX_BASE ?? 'origin/main';

/** Nx and tools quietly, deterministically, without a daemon or a cloud. */
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};

const nxTargets = (targets) =>
  affected
    ? ['nx', 'affected', '-t', ...targets, `--base=${base}`, '--parallel=2', '--outputStyle=static']
    : ['nx', 'run-many', '-t', ...targets, '--parallel=2', '--outputStyle=static'];

const steps = [
  ['formatting', ['nx', 'format:check', '--all']],
  ['workspace sync', ['nx', 'sync:check']],
  ['tooling types', ['tsc', '--build', 'tools']],
  ['tooling lint', ['eslint', 'tools', 'eslint.config.mjs']],
  ['lint, type check, unit tests, builds', nxTargets(['lint', 'typecheck', 'test', 'build'])],
  // The first-load budget reads the built app and the floor app: both are built (from the cache
  // when nothing changed) even where --affected skipped the app's build above.
  ['app build for the budget', ['nx', 'run', '@mweb/mobile-web:build', '--outputStyle=static']],
  ['floor app build', ['node', 'tools/perf/floor/build.mjs']],
  ['bundle budget', ['node', 'tools/scripts/bundle-budget.mjs']],
  // The platform's suite once more, on PostgreSQL, where a database is at hand (.ci/run sets one).
  ...(process.env.DATABASE_URL
    ? [
        [
          'platform on PostgreSQL',
          ['nx', 'run', '@mweb/platform-api:test-postgres', '--outputStyle=static'],
        ],
      ]
    : []),
  ['workspace tests', ['vitest', 'run', '--config', 'tools/vitest.config.ts']],
  ['Storybook', nxTargets(['build-storybook', 'test-storybook'])],
  ['end-to-end journeys', nxTargets(['e2e'])],
  // Accessibility and best practices of the built app, asserted at 100; performance is printed.
  [
    'platform build for Lighthouse',
    ['nx', 'run', '@mweb/platform-api:build', '--outputStyle=static'],
  ],
  ['Lighthouse', ['tsx', 'tools/scripts/lighthouse.mjs']],
];

if (!process.env.DATABASE_URL) {
  console.log(
    'ℹ DATABASE_URL is not set: the platform suite runs on SQLite only (.ci/run sets up PostgreSQL).',
  );
}

const started = Date.now();
for (const [name, [command, ...args]] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync('npx', ['--no-install', command, ...args], { stdio: 'inherit', env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(
      `\n✖ ${name} failed after ${seconds} s (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
