import { mkdirSync } from 'node:fs';
import { buildPlatform } from './lib/app';
import { configFrom } from './lib/config';

const config = configFrom(process.env);
mkdirSync(config.dataDir, { recursive: true });

const app = await buildPlatform(config, { logger: process.env['LOG_LEVEL'] !== 'silent' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`\n  mweb is running at http://localhost:${port}/m/\n`);
