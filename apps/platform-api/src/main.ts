import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPlatform } from './lib/app';
import { configFrom } from './lib/config';
import { buildLotteryHost } from './lib/pages/lottery-h5';
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

const tls = config.tls && {
  cert: pemFile('TLS_CERT_FILE', config.tls.certFile),
  key: pemFile('TLS_KEY_FILE', config.tls.keyFile),
};
const app = await buildPlatform({
  webRoot: config.webRoot,
  databaseUrl: config.databaseUrl,
  sqliteFile: join(config.dataDir, 'mweb.db'),
  dataDir: config.dataDir,
  devControls: config.devControls,
  sessionMinutes: config.sessionMinutes,
  trustProxy: config.trustProxy,
  allowedHosts: config.allowedHosts,
  tls,
  logger: process.env['LOG_LEVEL'] !== 'silent',
  lotteryH5: { port: config.lotteryPort, origin: config.lotteryOrigin },
  passkey: config.passkey,
});

// The lottery client on its own port: another origin than the app's, as the app frames it.
// Not started when a brand's own lottery client is named, or when asked for none.
const lotteryHost =
  config.lotteryPort && !config.lotteryOrigin
    ? await buildLotteryHost(app.platform, {
        appPort: config.port,
        tls,
        logger: process.env['LOG_LEVEL'] !== 'silent',
      })
    : undefined;
app.addHook('onClose', async () => {
  await lotteryHost?.close();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
await lotteryHost?.listen({ port: config.lotteryPort, host: config.host });
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
    lotteryHost
      ? `  Lottery client: ${scheme}://localhost:${config.lotteryPort}/lottery/ (LOTTERY_PORT)`
      : `  Lottery client: ${config.lotteryOrigin ?? 'none (LOTTERY_PORT=0)'}`,
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
