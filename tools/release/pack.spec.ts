import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');

/** A feature lib and the chain of our libs it peers on: data access, the contract, i18n, the kits. */
const LIBS = ['api-contract', 'i18n', 'api-client', 'ui-kit', 'ui-connected', 'wallet'] as const;

interface PackResult {
  filename: string;
  files: { path: string }[];
}

/**
 * npm, run as a user would run it: without the npm_* variables an enclosing `npm test` exports,
 * which would otherwise point the install at the workspace instead of the temporary folder.
 */
function npm(args: string[], cwd: string): string {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
  return execFileSync('npm', args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function node(args: string[], cwd: string): string {
  return execFileSync(process.execPath, args, { cwd, encoding: 'utf8' }).trim();
}

describe('a published lib', () => {
  let scratch: string;
  const packed = new Map<string, PackResult>();

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'mweb-pack-'));
    execFileSync(
      'npx',
      [
        'nx',
        'run-many',
        '-t',
        'build',
        `--projects=${LIBS.map((lib) => `@mweb/${lib}`).join(',')}`,
      ],
      {
        cwd: workspaceRoot,
        stdio: 'ignore',
      },
    );
    for (const lib of LIBS) {
      const [result] = JSON.parse(
        npm(['pack', '--json', '--pack-destination', scratch], join(workspaceRoot, 'libs', lib)),
      ) as PackResult[];
      if (!result) throw new Error(`npm pack gave nothing for ${lib}`);
      packed.set(lib, result);
    }
    const consumer = join(scratch, 'consumer');
    execFileSync('mkdir', ['-p', consumer]);
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    const tarballs = LIBS.map((lib) => join(scratch, packed.get(lib)?.filename ?? ''));
    npm(
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs],
      consumer,
    );
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('ships its build and never its sources or tests', () => {
    for (const lib of LIBS) {
      const paths = packed.get(lib)?.files.map((file) => file.path) ?? [];
      expect(paths, lib).toEqual(
        expect.arrayContaining(['package.json', 'dist/index.js', 'dist/index.d.ts']),
      );
      expect(
        paths.filter((path) => path.startsWith('src/') || path.includes('.spec.')),
        lib,
      ).toEqual([]);
    }
  });

  it('publishes a manifest without the workspace-only source condition, and restores the workspace one', () => {
    const manifestPath = join(scratch, 'consumer/node_modules/@mweb/wallet/package.json');
    const published = readFileSync(manifestPath, 'utf8');
    expect(published).not.toContain('@mweb/source');
    expect(JSON.parse(published)).not.toHaveProperty('nx');
    expect(readFileSync(join(workspaceRoot, 'libs/wallet/package.json'), 'utf8')).toContain(
      '@mweb/source',
    );
  });

  it('resolves to dist from Node, even when asked for the source condition', () => {
    const consumer = join(scratch, 'consumer');
    const script = "console.log(import.meta.resolve('@mweb/wallet'))";
    expect(node(['--input-type=module', '-e', script], consumer)).toMatch(
      /node_modules\/@mweb\/wallet\/dist\/index\.js$/,
    );
    expect(
      node(['--conditions=@mweb/source', '--input-type=module', '-e', script], consumer),
    ).toMatch(/\/dist\/index\.js$/);
  });

  it('runs from the installed tarballs, its peers resolved', () => {
    const consumer = join(scratch, 'consumer');
    // The screen records are made by api-client's `defineScreen`, a peer: they load only when
    // the peers resolve from the consumer's own node_modules.
    const script = [
      "const { walletScreens } = await import('@mweb/wallet');",
      'console.log(JSON.stringify(walletScreens.map((screen) => [screen.name, typeof screen.load])));',
    ].join('\n');
    expect(JSON.parse(node(['--input-type=module', '-e', script], consumer))).toContainEqual([
      'deposit',
      'function',
    ]);
  });
});
