import { resolve } from 'node:path';

export interface PlatformConfig {
  /** TCP port to listen on (`PORT`, default 3000). */
  port: number;
  /** Interface to bind (`HOST`, default all, so a phone on the same network can reach the demo). */
  host: string;
  /** Folder of the built mobile web app, served at /m/ (`WEB_ROOT`). */
  webRoot: string;
  /** Folder for the embedded database and other state (`DATA_DIR`, default ./data). */
  dataDir: string;
}

/** The built app sits beside this package in the monorepo, whether run from src/ or dist/. */
const defaultWebRoot = resolve(import.meta.dirname, '../../mobile-web/dist');

/** Reads the configuration from the environment; a malformed PORT is an error, not a silent default. */
export function configFrom(env: NodeJS.ProcessEnv): PlatformConfig {
  const rawPort = env['PORT'] ?? '3000';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${rawPort}".`);
  }
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    webRoot: resolve(env['WEB_ROOT'] ?? defaultWebRoot),
    dataDir: resolve(env['DATA_DIR'] ?? 'data'),
  };
}
