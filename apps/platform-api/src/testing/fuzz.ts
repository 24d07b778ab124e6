// A fuzz run over every route of the platform, by hand, not part of `npm test`:
//
//   npx tsx --conditions=@mweb/source apps/platform-api/src/testing/fuzz.ts [--requests=40000] [--seed=1]
//
// It starts the platform on a fresh database (development controls on, the slide check on as
// seeded, client addresses from X-Forwarded-For so the per-address rate limits do not answer
// everything), sends malformed requests over a real socket (wrong types, huge and deeply nested
// bodies, odd paths, broken escapes, bad headers, encrypted bodies that decrypt to nonsense) and
// prints the answers by status class. A 5xx is a bug: the run lists them and exits with 1.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALL_CALLS } from '@mweb/api-contract/testing';
import { encrypt, startTestPlatform } from './harness';

function argument(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = Number(given?.split('=')[1] ?? fallback);
  return Number.isFinite(value) ? value : fallback;
}

const TOTAL = argument('requests', 40_000);
const IN_FLIGHT = argument('concurrency', 16);

/** mulberry32: a seeded generator, so a run that finds something can be repeated. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = generator(argument('seed', 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (p: number) => random() < p;

/** Percent-encodes any text, lone surrogates included (encodeURIComponent throws on those). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const ODD_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '%',
  '%zz',
  '%00',
  '%ff%fe',
  '%C0%AE%C0%AE',
  '..',
  '../..',
  '%2e%2e%2f%2e%2e',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  'a'.repeat(5_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '__proto__',
  'constructor',
  '9'.repeat(40),
  '-9'.repeat(20),
  '0x1f',
  '2026-13-45',
  '[]',
  '{}',
];

/** The odd strings a header can carry at all: printable ASCII only. */
const HEADER_SAFE = ODD_STRINGS.filter((text) =>
  [...text].every((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) < 0x7f),
);

function oddValue(depth = 0): unknown {
  const kind = Math.floor(random() * 9);
  switch (kind) {
    case 0:
      return pick(ODD_STRINGS);
    case 1:
      return pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER]);
    case 2:
      return pick([true, false, null]);
    case 3:
      return depth < 3
        ? Array.from({ length: Math.floor(random() * 4) }, () => oddValue(depth + 1))
        : [];
    case 4:
      return depth < 3 ? oddObject(depth + 1) : {};
    case 5:
      return { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } };
    case 6:
      return 'x'.repeat(Math.floor(random() * 70_000));
    default:
      return String(Math.floor(random() * 1e6));
  }
}

const FIELD_NAMES = [
  'username',
  'password',
  'type',
  'value',
  'amount',
  'nodeId',
  'gameId',
  'pageNo',
  'pageSize',
  'startDate',
  'endDate',
  'mobileNo',
  'countryDialingCode',
  'slideId',
  'slideOffset',
  'captcha',
  'language',
  'id',
  'code',
  'maintenance',
  'balance',
  '__proto__',
];

function oddObject(depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const size = Math.floor(random() * 6);
  for (let index = 0; index < size; index += 1) {
    object[chance(0.8) ? pick(FIELD_NAMES) : pick(ODD_STRINGS)] = oddValue(depth);
  }
  return object;
}

function nested(depth: number): string {
  return chance(0.5)
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function oddBody(): { body: string | Buffer; type: string | undefined } {
  switch (Math.floor(random() * 10)) {
    case 0:
      return { body: nested(pick([40, 500, 5_000, 50_000])), type: 'application/json' };
    case 1:
      return { body: '{"a":', type: 'application/json' };
    case 2:
      return { body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80]), type: 'application/json' };
    case 3:
      return { body: 'x'.repeat(300 * 1024), type: 'application/json' };
    case 4:
      return {
        body: `${pick(FIELD_NAMES)}=${pick(ODD_STRINGS)}&%=%&a[b][c]=1&a=1&a=2`,
        type: 'application/x-www-form-urlencoded',
      };
    case 5:
      return {
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        type: 'multipart/form-data; boundary=x',
      };
    case 6:
      return {
        body: JSON.stringify(oddObject()),
        type: pick(['text/plain', 'application/xml', undefined]),
      };
    case 7:
      return { body: JSON.stringify(oddValue()), type: 'application/json; charset=utf-16' };
    default:
      return { body: JSON.stringify(oddObject()), type: 'application/json' };
  }
}

function oddQuery(): string {
  const parts: string[] = [];
  const size = Math.floor(random() * 5);
  for (let index = 0; index < size; index += 1) {
    const key = chance(0.8) ? pick(FIELD_NAMES) : percentEncoded(pick(ODD_STRINGS));
    const raw = pick(ODD_STRINGS);
    const value = chance(0.5) ? percentEncoded(raw) : raw.replace(/[#?\s]/g, '');
    parts.push(`${key}=${value}`);
  }
  if (chance(0.1)) parts.push('%E0%A4%A');
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A route's URL with its parameters filled with something odd. */
function oddPath(url: string): string {
  const filled = url
    .replace(/:\w+/g, () => percentEncoded(String(pick(ODD_STRINGS))).slice(0, 200) || 'x')
    .replace(/\*/g, () => pick(['', '..%2f..%2fpackage.json', '%00', 'a/b/c.html', 'x.js']));
  return chance(0.1) ? filled.replace(/\//g, pick(['//', '/./', '/%2f'])) : filled;
}

const RAW_PATHS = [
  '/m/../../package.json',
  '/m/%2e%2e/%2e%2e/package.json',
  '/m/%00',
  '/m/%',
  '/m/register.html',
  '/m/.env',
  '/m/assets/..%5c..%5cpackage.json',
  '//etc/passwd',
  '/wps/../dev/reset',
  '/%2e%2e/%2e%2e/etc/passwd',
  `/${'a'.repeat(8_000)}`,
  '/wps/session/login?%',
  '/platform/game/%00/leave',
  '/media/games/..%2f..%2fpackage.json',
];

interface Outcome {
  status: number;
  method: string;
  path: string;
  sample: string;
}

async function main() {
  const platform = await startTestPlatform({ slideCheck: true, trustProxy: true });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = platform.app.server.address() as AddressInfo;
  const routes = platform.app.routeTable.filter((route) => route.method !== 'OPTIONS');
  const encryptedPaths = new Set(
    ALL_CALLS.filter((call) => call.encrypted).map((call) => call.path),
  );
  const account = await platform.app.inject({
    method: 'POST',
    url: '/dev/accounts',
    payload: { type: 1, balance: 1000 },
  });
  const token = account.json<{ value: { token: string } }>().value.token;
  const sealed = await encrypt(platform.app, oddObject());

  function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string | Buffer,
  ) {
    return new Promise<number>((resolve) => {
      // Only printable ASCII can go on the request line; anything else goes percent-encoded.
      const onWire = path.replace(/[^\x21-\x7e]/gu, (char) => percentEncoded(char));
      const request = httpRequest(
        { host: '127.0.0.1', port, path: onWire, method, headers, timeout: 30_000 },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      // A request the server cut short (a body over the limit, a malformed head) is not a 5xx.
      request.on('error', () => resolve(-1));
      request.on('timeout', () => request.destroy());
      if (body !== undefined) request.write(body);
      request.end();
    });
  }

  async function one(index: number): Promise<Outcome> {
    const route = pick(routes);
    const method = chance(0.05) ? pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) : route.method;
    const path = chance(0.05) ? pick(RAW_PATHS) : `${oddPath(route.url)}${oddQuery()}`;
    const headers: Record<string, string> = {
      'x-forwarded-for': `10.${index % 250}.${Math.floor(index / 250) % 250}.${Math.floor(random() * 250) + 1}`,
    };
    if (chance(0.6)) headers['authorization'] = chance(0.8) ? token : pick(HEADER_SAFE);
    if (chance(0.1))
      headers['origin'] = pick(['http://evil.example', 'null', 'http://localhost:1']);
    if (chance(0.1))
      headers['cookie'] = pick(['mweb_captcha=' + 'a'.repeat(64), 'mweb_captcha=%', '=;=;']);
    if (chance(0.05)) headers['accept-encoding'] = pick(['br;q=2', '*', 'gzip;q=nope']);
    if (chance(0.05)) headers['if-none-match'] = pick(['*', '"x"', 'W/"' + 'a'.repeat(500) + '"']);
    if (chance(0.05)) headers['x-forwarded-proto'] = pick(['https', 'gopher', '']);
    let body: string | Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD' && chance(0.9)) {
      if (encryptedPaths.has(route.url) && chance(0.4)) {
        const plain = chance(0.5) ? oddObject() : oddValue();
        const encrypted = await encrypt(platform.app, plain);
        Object.assign(
          headers,
          chance(0.8) ? encrypted.headers : { encryption: pick(ODD_STRINGS.slice(0, 12)) },
        );
        body = JSON.stringify(chance(0.8) ? encrypted.body : { value: oddValue() });
        headers['content-type'] = 'application/json';
      } else if (encryptedPaths.has(route.url) && chance(0.2)) {
        Object.assign(headers, sealed.headers);
        body = JSON.stringify({ value: `${sealed.body.value.slice(0, 16)}${pick(ODD_STRINGS)}` });
        headers['content-type'] = 'application/json';
      } else {
        const odd = oddBody();
        body = odd.body;
        if (odd.type) headers['content-type'] = odd.type;
      }
    }
    const status = await send(method, path, headers, body);
    const sample = body === undefined ? '' : String(body).slice(0, 160);
    return { status, method, path: path.slice(0, 160), sample };
  }

  const counts = new Map<string, number>();
  const failures: Outcome[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < TOTAL) {
        const index = next;
        next += 1;
        const outcome = await one(index);
        const bucket = outcome.status < 0 ? 'cut' : `${Math.floor(outcome.status / 100)}xx`;
        counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
        if (outcome.status >= 500) failures.push(outcome);
        if ((index + 1) % 5_000 === 0) console.log(`  ${index + 1} requests ...`);
      }
    }),
  );
  await platform.close();

  console.log(
    `\n${TOTAL} requests over ${routes.length} routes in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  for (const [bucket, count] of [...counts].sort()) console.log(`  ${bucket}: ${count}`);
  console.log(`  5xx: ${failures.length}`);
  for (const failure of failures.slice(0, 20)) {
    console.log(`  ${failure.status} ${failure.method} ${failure.path} ${failure.sample}`);
  }
  process.exitCode = failures.length > 0 ? 1 : 0;
}

await main();
