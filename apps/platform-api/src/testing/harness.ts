import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { desEncrypt, randomCipherKey, rsaEncryptKey } from '@mweb/api-contract/cipher';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildPlatform, type PlatformOptions } from '../lib/app';
import { writeSetting } from '../lib/services/platform';

/**
 * The database the suite runs on: PostgreSQL when TEST_DATABASE_URL is set (the test-postgres
 * target sets it from DATABASE_URL), else SQLite files, so `nx test` stays on SQLite even where
 * a DATABASE_URL is exported for the server.
 */
export const databaseUrl = process.env['TEST_DATABASE_URL'] || undefined;

/** The test web root's script that has precompressed copies beside it (over 1 kB, as the build's). */
export const VENDOR_SCRIPT = 'export const greetings = ['.concat(
  Array.from({ length: 200 }, (_, index) => `"hello ${index}"`).join(', '),
  '];\n',
);

export interface TestPlatform {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * A platform on a database of its own: a fresh SQLite file in a temporary folder, or a fresh
 * schema in the PostgreSQL database, so test files never see each other's rows.
 */
export async function startTestPlatform(
  options: Partial<PlatformOptions> & {
    /** The slide check on login and registration; off unless a test is about it. */
    slideCheck?: boolean;
  } = {},
): Promise<TestPlatform> {
  const { slideCheck = false, ...platformOptions } = options;
  const dir = mkdtempSync(join(tmpdir(), 'mweb-platform-'));
  const webRoot = join(dir, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><title>mweb</title><div id="root"></div>',
  );
  writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  // A script with the precompressed copies the build writes beside each file worth compressing.
  const vendor = Buffer.from(VENDOR_SCRIPT);
  writeFileSync(join(webRoot, 'assets', 'vendor-Ef56Gh78.js'), vendor);
  writeFileSync(join(webRoot, 'assets', 'vendor-Ef56Gh78.js.br'), brotliCompressSync(vendor));
  writeFileSync(join(webRoot, 'assets', 'vendor-Ef56Gh78.js.gz'), gzipSync(vendor));
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const app = await buildPlatform({
    webRoot,
    databaseUrl,
    databaseSchema: schema,
    sqliteFile: join(dir, 'test.db'),
    // The suite drives the platform through its development controls, as the journeys do.
    devControls: true,
    ...platformOptions,
  });
  await writeSetting(app.platform, 'slideCheck', slideCheck);
  return {
    app,
    close: async () => {
      await app.close();
      if (databaseUrl && schema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The headers and body of an encrypted call, made the way a client of the gateway makes them. */
export async function encrypt(
  app: FastifyInstance,
  payload: unknown,
): Promise<{ headers: Record<string, string>; body: { value: string } }> {
  const modulus = (await app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).body;
  const key = randomCipherKey();
  const value = desEncrypt(JSON.stringify(payload), key);
  return {
    headers: { encryption: rsaEncryptKey(key, modulus), 'x-digest': value, 'x-rsa': modulus },
    body: { value },
  };
}

export async function injectEncrypted(
  app: FastifyInstance,
  options: {
    method: 'POST' | 'PUT';
    url: string;
    payload: unknown;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  const sealed = await encrypt(app, options.payload);
  const request: InjectOptions = {
    method: options.method,
    url: options.url,
    headers: { ...sealed.headers, ...options.headers },
    payload: sealed.body,
  };
  return app.inject(request);
}

/** Logs in by username and answers the token; fails the test loudly when it cannot. */
export async function loginToken(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await injectEncrypted(app, {
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password, type: 'username', loginDeviceId: 'test-device' },
  });
  const body: unknown = response.json();
  if (
    response.statusCode !== 200 ||
    typeof body !== 'object' ||
    body === null ||
    !('value' in body) ||
    typeof body.value !== 'object' ||
    body.value === null ||
    !('token' in body.value) ||
    typeof body.value.token !== 'string'
  ) {
    throw new Error(`Login of ${username} failed: ${response.body}`);
  }
  return body.value.token;
}
