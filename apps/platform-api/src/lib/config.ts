import { resolve } from 'node:path';
import { isLoopback } from './security/loopback';

export interface PlatformConfig {
  /** TCP port to listen on (`PORT`, default 3000). */
  port: number;
  /**
   * The lottery client's own port (`LOTTERY_PORT`, default the next one after `PORT`; 0 for none):
   * a second listener, so the framed lottery runs on an origin other than the app's.
   */
  lotteryPort: number;
  /**
   * Where a brand's real lottery client lives (`LOTTERY_ORIGIN`, e.g. its vendor's address): the
   * status call names it instead of this platform's own lottery listener.
   */
  lotteryOrigin: string | undefined;
  /**
   * Interface to bind (`HOST`, default 127.0.0.1: this machine only). `HOST=0.0.0.0` opens it to
   * the network, e.g. for a phone on the same Wi-Fi.
   */
  host: string;
  /** Folder of the built mobile web app, served at /m/ (`WEB_ROOT`). */
  webRoot: string;
  /** Folder for the embedded database and other state (`DATA_DIR`, default ./data). */
  dataDir: string;
  /** A `postgres://` URL selects PostgreSQL instead of the embedded SQLite file (`DATABASE_URL`). */
  databaseUrl: string | undefined;
  /**
   * Development controls under /dev/ exist only when asked for by name (`PLATFORM_DEV_CONTROLS=1`)
   * and never with `NODE_ENV=production`; they answer loopback callers only (dev-routes.ts).
   */
  devControls: boolean;
  /** How long a session token lives, in minutes (`SESSION_MINUTES`, default 12 hours). */
  sessionMinutes: number;
  /**
   * Whether to believe X-Forwarded-For (`TRUST_PROXY=1`). Off by default: otherwise any client
   * could pick its own address and walk past the rate limits. Turn it on behind a reverse proxy.
   */
  trustProxy: boolean;
  /**
   * Host names the server answers for (`ALLOWED_HOSTS`, comma-separated). Unset, a server bound to
   * loopback answers for localhost, 127.0.0.1 and [::1] only (a DNS-rebinding page is refused); one
   * opened to the network answers for any name unless the list is given.
   */
  allowedHosts: string[] | undefined;
  /**
   * A certificate and its private key, PEM files (`TLS_CERT_FILE` and `TLS_KEY_FILE`, both or
   * neither). With them the platform speaks HTTPS: HTTP/2 to a browser, HTTP/1.1 to a client
   * without it. A phone on the network needs it for the installed app (a service worker runs only
   * in a secure context, and a LAN address is not one); and a first load of some fifty files is
   * measured as a player meets it only over HTTP/2 (docs/architecture/performance.md).
   */
  tls: { certFile: string; keyFile: string } | undefined;
  /**
   * The passkeys' relying party (`PASSKEY_RP_ID`, a host name such as example.com) and the origins
   * their signatures may come from (`PASSKEY_ORIGINS`, comma-separated). Unset, each request's own
   * host is both: right for localhost and a single-host site, wrong behind a proxy that rewrites
   * the host, where they must be given.
   */
  passkey: { rpId: string | undefined; origins: string[] | undefined };
}

/** The built app sits beside this package in the monorepo, whether run from src/ or dist/. */
const defaultWebRoot = resolve(import.meta.dirname, '../../mobile-web/dist');

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

function allowedHostsFrom(list: string | undefined, host: string): string[] | undefined {
  const named = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (named.length > 0) return named;
  return isLoopback(host) ? ['localhost', '127.0.0.1', '[::1]'] : undefined;
}

function tlsFrom(certFile: string | undefined, keyFile: string | undefined) {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: give both for HTTPS, or neither.');
  }
  return { certFile: resolve(certFile), keyFile: resolve(keyFile) };
}

/** Reads the configuration from the environment; a malformed value is an error, not a silent default. */
export function configFrom(env: NodeJS.ProcessEnv): PlatformConfig {
  const databaseUrl = env['DATABASE_URL'] || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset for embedded SQLite.');
  }
  const host = env['HOST'] || '127.0.0.1';
  const port = wholeNumber('PORT', env['PORT'] ?? '3000', 0, 65_535);
  const lotteryOrigin = env['LOTTERY_ORIGIN'] || undefined;
  if (lotteryOrigin !== undefined && !/^https?:\/\/[^/]+$/.test(lotteryOrigin)) {
    throw new Error('LOTTERY_ORIGIN must be an origin: http(s)://host[:port], no path.');
  }
  return {
    port,
    lotteryPort: wholeNumber(
      'LOTTERY_PORT',
      env['LOTTERY_PORT'] ?? String(port === 0 ? 0 : Math.min(port + 1, 65_535)),
      0,
      65_535,
    ),
    lotteryOrigin,
    host,
    webRoot: resolve(env['WEB_ROOT'] ?? defaultWebRoot),
    dataDir: resolve(env['DATA_DIR'] ?? 'data'),
    databaseUrl,
    devControls: env['PLATFORM_DEV_CONTROLS'] === '1' && env['NODE_ENV'] !== 'production',
    sessionMinutes: wholeNumber('SESSION_MINUTES', env['SESSION_MINUTES'] ?? '720', 1, 525_600),
    trustProxy: env['TRUST_PROXY'] === '1' || env['TRUST_PROXY'] === 'true',
    allowedHosts: allowedHostsFrom(env['ALLOWED_HOSTS'], host),
    tls: tlsFrom(env['TLS_CERT_FILE'], env['TLS_KEY_FILE']),
    passkey: passkeyFrom(env['PASSKEY_RP_ID'], env['PASSKEY_ORIGINS']),
  };
}

function passkeyFrom(
  rpId: string | undefined,
  origins: string | undefined,
): PlatformConfig['passkey'] {
  const list = origins
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of list ?? []) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new Error('PASSKEY_ORIGINS must list origins: http(s)://host[:port], no path.');
    }
  }
  if (rpId !== undefined && rpId !== '' && !/^[a-z0-9.-]+$/i.test(rpId)) {
    throw new Error('PASSKEY_RP_ID must be a host name, such as example.com.');
  }
  return { rpId: rpId || undefined, origins: list && list.length > 0 ? list : undefined };
}
