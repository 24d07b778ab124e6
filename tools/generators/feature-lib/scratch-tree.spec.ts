import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../../..');
const FEATURE = 'bingo-hall';
const PROJECT = `@mweb/${FEATURE}`;
/** The screen the generator makes by default: the lib's name in camelCase, titled from it. */
const SCREEN = 'bingoHall';
const TITLE = 'Bingo hall';
const APP = 'apps/mobile-web';

/** Nx and tools quietly, without a daemon, a cloud or telemetry, as `npm test` runs them. */
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CHROME_PATH: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  // Plain output, for the assertions to read.
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

/** Runs a command in the scratch tree; its output is the failure's message when it fails. */
function run(cwd: string, command: string, args: string[]): string {
  try {
    return stripVTControlCharacters(
      execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: 'pipe' }),
    );
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`,
    );
  }
}

/**
 * A copy of the workspace's tracked files, with a node_modules of links: the installed packages
 * are the workspace's own, but `@mweb/*` points at the copy's projects (and at the new lib), as
 * `npm install` would link them.
 */
function scratchTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'mweb-generator-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(workspaceRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(workspaceRoot, file), join(root, file));
  }
  const modules = join(workspaceRoot, 'node_modules');
  mkdirSync(join(root, 'node_modules/@mweb'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    // Vite's caches stay the copy's own: the workspace's would be read and written by both trees.
    if (entry === '@mweb' || entry.startsWith('.vite')) continue;
    symlinkSync(join(modules, entry), join(root, 'node_modules', entry));
  }
  // The workspace's links are relative (`../../libs/games`): the same link finds the copy's project.
  for (const project of readdirSync(join(modules, '@mweb'))) {
    symlinkSync(
      readlinkSync(join(modules, '@mweb', project)),
      join(root, 'node_modules/@mweb', project),
    );
  }
  symlinkSync(join('../../libs', FEATURE), join(root, 'node_modules/@mweb', FEATURE));
  return root;
}

/**
 * The app at the new screen's path, as a player opens it: the shell's header with the title, the
 * page's code and dictionary loaded on first use. Written into the scratch tree's app only.
 */
const OPENS_THE_SCREEN = `import { gatewayHandlers } from '@mweb/api-client/testing';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_GATEWAY, renderApp } from './testing/render-app';

const server = setupServer(...gatewayHandlers(TEST_GATEWAY));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('opens ${SCREEN} at /m/${FEATURE}, titled, with its empty state', async () => {
  await renderApp('/m/${FEATURE}');
  expect(await screen.findByRole('heading', { level: 1, name: '${TITLE}' })).toBeVisible();
  expect(await screen.findByRole('main', { name: '${TITLE}' })).toBeVisible();
  expect(screen.getByText('No data')).toBeVisible();
});
`;

describe('a lib made by the feature-lib generator', () => {
  let root: string;

  beforeAll(() => {
    root = scratchTree();
    run(root, 'npx', ['nx', 'g', '@mweb/tools:feature-lib', FEATURE, '--no-interactive']);
    writeFileSync(join(root, APP, 'src/app/generated-screen.spec.tsx'), OPENS_THE_SCREEN);
  }, 180_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('leaves the workspace formatted and its project references in sync', () => {
    run(root, 'npx', [
      'prettier',
      '--check',
      `libs/${FEATURE}`,
      'libs/i18n',
      'libs/api-client/src/lib/screens',
      `${APP}/src/app/routes.tsx`,
      `${APP}/src/app/screen-records.spec.ts`,
      `${APP}/package.json`,
      `${APP}/tsconfig.app.json`,
      'tsconfig.json',
      'tools/storybook/libraries.ts',
      'apps/storybook/package.json',
    ]);
    // Before any task: Nx applies a missing sync change itself when it runs one.
    expect(run(root, 'npx', ['nx', 'sync:check'])).toMatch(/up to date/i);
  }, 120_000);

  it('passes lint, types, tests, its build and its stories with no edit', () => {
    const output = run(root, 'npx', [
      'nx',
      'run-many',
      '-t',
      'lint',
      'typecheck',
      'test',
      'build',
      'build-storybook',
      'test-storybook',
      '-p',
      PROJECT,
      '--parallel=2',
      '--outputStyle=static',
    ]);
    expect(output).toMatch(
      /Successfully ran targets? lint, typecheck, test, build, build-storybook, test-storybook/,
    );
  }, 900_000);

  it('names every export in its README', () => {
    const output = run(root, 'npx', [
      'vitest',
      'run',
      '--config',
      'tools/vitest.config.ts',
      '--reporter=verbose',
      'docs/readme-exports.spec.ts',
    ]);
    expect(output).toContain(`${FEATURE} names every export of its public entries`);
  }, 120_000);

  it('has complete dictionaries, every key it reads among them', () => {
    const output = run(join(root, 'libs/i18n'), 'npx', [
      'vitest',
      'run',
      'src/lib/dictionaries.spec.ts',
      'src/lib/key-usage.spec.ts',
    ]);
    expect(output).toMatch(/Test Files +2 passed/);
  }, 120_000);

  it('is mounted by the app at its path, with its title', () => {
    const typecheck = run(root, 'npx', [
      'nx',
      'run',
      '@mweb/mobile-web:typecheck',
      '--outputStyle=static',
    ]);
    expect(typecheck).toMatch(/Successfully ran target typecheck/);
    const output = run(join(root, APP), 'npx', [
      'vitest',
      'run',
      '--reporter=verbose',
      'src/app/routes.spec.tsx',
      'src/app/screen-records.spec.ts',
      'src/app/generated-screen.spec.tsx',
    ]);
    expect(output).toContain(`mounts ${SCREEN} at /m/${FEATURE}, its record as the handle`);
    expect(output).toContain(`${FEATURE}: banner false, header true, bottom menu true`);
    expect(output).toContain(`opens ${SCREEN} at /m/${FEATURE}, titled, with its empty state`);
    expect(output).toMatch(/Test Files +3 passed/);
  }, 900_000);
});
