import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, '__fixtures__');

/**
 * Lints a fixture as if it were a source file of `lib`, with the workspace's real ESLint config.
 * The copy sits in the lib's `src/` (where the type-aware rules find it in the lib's tsconfig)
 * only while it is linted.
 */
async function lintAs(fixture: string, lib: string, depth: 'src' | 'src/lib' = 'src/lib') {
  const target = join(workspaceRoot, 'libs', lib, depth, `lint-fixture-${process.pid}-${fixture}`);
  copyFileSync(join(fixtures, fixture), target);
  try {
    const eslint = new ESLint({ cwd: workspaceRoot });
    const [result] = await eslint.lintFiles([target]);
    return (result?.messages ?? []).map(
      (message) => `${message.ruleId ?? 'parse'}: ${message.message}`,
    );
  } finally {
    rmSync(target, { force: true });
  }
}

/**
 * Lints the first of several fixtures that import each other, copied together into a folder of
 * `lib`'s `src/lib` for as long as they are linted.
 */
async function lintTogetherAs(fixtureNames: readonly string[], lib: string) {
  const folder = join(workspaceRoot, 'libs', lib, 'src/lib', `lint-fixture-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  try {
    for (const name of fixtureNames) copyFileSync(join(fixtures, name), join(folder, name));
    const eslint = new ESLint({ cwd: workspaceRoot });
    const [result] = await eslint.lintFiles([join(folder, fixtureNames[0] ?? '')]);
    return (result?.messages ?? []).map(
      (message) => `${message.ruleId ?? 'parse'}: ${message.message}`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('module boundaries', () => {
  beforeAll(() => {
    // The boundaries rule reads Nx's cached project graph; make sure there is a current one.
    execFileSync('npx', ['nx', 'show', 'projects'], { cwd: workspaceRoot, stdio: 'ignore' });
  });

  it('fails a feature importing another feature', async () => {
    const messages = await lintAs('feature-imports-feature.ts', 'games');
    expect(messages).toEqual([
      expect.stringMatching(/^@nx\/enforce-module-boundaries: .*type:feature/),
    ]);
  });

  it('fails ui-kit importing react-redux', async () => {
    const messages = await lintAs('ui-kit-imports-redux.ts', 'ui-kit');
    expect(messages).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*react-redux.*presentational/),
    );
  });

  it('fails a feature importing the untyped useDispatch from react-redux', async () => {
    const messages = await lintAs('feature-uses-raw-selector.ts', 'games');
    expect(messages).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*useAppDispatch/),
    );
  });

  it('fails a relative import that reaches into another lib', async () => {
    const messages = await lintAs('relative-into-another-lib.ts', 'games');
    expect(messages).toContainEqual(expect.stringMatching(/^@nx\/enforce-module-boundaries: /));
  });

  it("fails a deep import of another lib's src/", async () => {
    const messages = await lintAs('deep-src-import.ts', 'games');
    expect(messages).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*package name/),
    );
  });

  it('fails two modules of a project that import each other', async () => {
    const messages = await lintTogetherAs(['cycle-a.ts', 'cycle-b.ts'], 'games');
    expect(messages).toContainEqual(expect.stringMatching(/^import\/no-cycle: /));
  });

  it('fails opening or following a URL anywhere but through the URL policy', async () => {
    const messages = await lintAs('opens-urls-itself.ts', 'games');
    const policy = messages.filter((message) => message.includes('useLeaveApp()'));
    // Six ways out, one message each; reading the location and reloading pass.
    expect(policy).toHaveLength(6);
    expect(policy.every((message) => message.startsWith('no-restricted-syntax: '))).toBe(true);
  });

  it('fails ui-kit importing the connected ui above it', async () => {
    const messages = await lintAs('ui-kit-imports-ui-connected.ts', 'ui-kit');
    // Refused by the tags, or first as a cycle, since ui-connected depends on ui-kit.
    expect(messages).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: /)]);
  });

  it('fails the connected ui importing a feature', async () => {
    const messages = await lintAs('ui-connected-imports-feature.ts', 'ui-connected');
    // Refused by the tags, or first as a cycle once the feature uses ui-connected.
    expect(messages).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: /)]);
  });

  it('passes a feature importing @mweb/ui-connected', async () => {
    expect(await lintAs('feature-imports-ui-connected.ts', 'games')).toEqual([]);
  });

  it('fails a feature calling the network itself instead of an api-client endpoint', async () => {
    const messages = await lintAs('feature-fetches-itself.ts', 'wallet');
    const network = messages.filter((message) => message.includes('@mweb/api-client endpoint'));
    // fetch, window.fetch, globalThis.fetch and XMLHttpRequest: one message each.
    expect(network).toHaveLength(4);
  });

  it('passes a feature importing @mweb/ui-kit', async () => {
    expect(await lintAs('feature-imports-ui-kit.ts', 'games')).toEqual([]);
  });
});
