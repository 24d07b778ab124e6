import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPlatform } from './lib/app';
import { configFrom } from './lib/config';
import { isLoopback } from './lib/security/loopback';
import { DEMO_ACCOUNTS } from './lib/seed/demo-accounts';

/** A PEM file the environment names; one that cannot be read stops the start, naming it. */
function pemFile(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new Error(`${variable}: cannot read ${file} (${code}).`, { cause: error });
  }
}

const started = Date.now();
const config = configFrom(process.env);
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });

const app = await buildPlatform({
  webRoot: config.webRoot,
  databaseUrl: config.databaseUrl,
  sqliteFile: join(config.dataDir, 'mweb.db'),
  dataDir: config.dataDir,
  devControls: config.devControls,
  sessionMinutes: config.sessionMinutes,
  trustProxy: config.trustProxy,
  allowedHosts: config.allowedHosts,
  tls: config.tls && {
    cert: pemFile('TLS_CERT_FILE', config.tls.certFile),
    key: pemFile('TLS_KEY_FILE', config.tls.keyFile),
  },
  logger: process.env['LOG_LEVEL'] !== 'silent',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const loopbackOnly = isLoopback(config.host);
const scheme = config.tls ? 'https' : 'http';
const accounts = DEMO_ACCOUNTS.map(
  (account) => `    ${account.username.padEnd(8)} ${account.password.padEnd(11)} ${account.note}`,
).join('\n');
console.log(
  [
    '',
    `  mweb is running at ${scheme}://localhost:${port}/m/  (started in ${Date.now() - started} ms)`,
    `  Listening on ${config.host}:${port}: ${
      loopbackOnly
        ? 'this machine only (HOST=0.0.0.0 opens it to the network)'
        : 'open to the network (HOST)'
    }`,
    process.env['NODE_ENV'] === 'production'
      ? '  API docs: not served in production'
      : `  API docs: ${scheme}://localhost:${port}/docs`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : join(config.dataDir, 'mweb.db')}`,
    config.devControls
      ? '  Development controls: /dev/* on, for callers on this machine only (PLATFORM_DEV_CONTROLS=1)'
      : '  Development controls: off (PLATFORM_DEV_CONTROLS=1 turns them on, outside production)',
    '',
    '  Demo accounts:',
    accounts,
    '',
  ].join('\n'),
);
