// Starts the reference platform as its own process, from source, on a random port and a fresh
// SQLite file, for the contract tests. A process rather than an import keeps the layers intact:
// a data-access lib may not import a server (docs/architecture/layers.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '../../../..');

export interface RunningPlatform {
  origin: string;
  stop: () => Promise<void>;
}

export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mweb-contract-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--conditions=@mweb/source',
      '--import',
      'tsx',
      join(workspaceRoot, 'apps/platform-api/src/main.ts'),
    ],
    {
      cwd: workspaceRoot,
      // A fresh SQLite file every time, even where CI exports DATABASE_URL for the platform's suite.
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The platform did not start within 60 s:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)\/m\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The platform exited with ${code}:\n${output}`));
    });
  });
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
