// Lighthouse as a benchmark: the built app served by the built platform (on a free port, with a
// fresh database, as the journeys run it) and the floor app (this stack and nothing else), in
// turn, three runs each; prints the medians side by side and the product / floor ratios. Fails
// when accessibility or best practices of a product page is under 100: those do not depend on how
// busy the machine is. Performance and timings are printed, never asserted.
//
// Usage: npx tsx tools/scripts/lighthouse.mjs [--runs=3] [--pages=guest,member,login,floor]
//          [--versus=<another build of the app>] [--reports=<folder>] [--http1]
// after building the app, the platform and the floor app, as `npm test` does (tsx, for the
// journeys' own Chromium flags). `--versus` serves a second build of the app (a copy of
// apps/mobile-web/dist built from another commit) on a platform of its own and runs its pages in
// turn with this build's, so that a change is measured against the code before it under the same
// load; its rows are marked "versus". `--reports` keeps every run's Lighthouse report and trace
// (JSON) in the folder, and what the simulation made of it (`.lantern.txt`: the files and tasks
// its largest paint waited for, the tasks its blocking time counted; lantern-breakdown.mjs).
//
// Both apps are served over HTTPS with HTTP/2, as a player gets them from any CDN, on a
// certificate made for the run that only the audited browser trusts (by its key's fingerprint).
// Over HTTP/1.1 Lighthouse simulates six connections per origin and a round trip for every file,
// which no production deployment of a first load of fifty files would have; `--http1` measures
// that way all the same (the platform's plain default), for comparison with figures taken before.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { X509Certificate, createHash } from 'node:crypto';
import { get as getOverHttp } from 'node:http';
import { get as getOverHttps } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { generate as generateCertificate } from 'selfsigned';
import { CHROMIUM_ARGS, chromiumPath } from '../../apps/mobile-web-e2e/src/chromium.ts';
import { freePort } from '../perf/bench-platform.mjs';
import { logInDemoMember } from './demo-login.mjs';
import { pageHeadersOf } from './floor-headers.mjs';
import { serveFloor } from './floor-server.mjs';
import { lanternBreakdown } from './lantern-breakdown.mjs';
import { auditsThatDidNotRun, figuresOf, median } from './lighthouse-figures.mjs';
import { printTable } from './print-table.mjs';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const optionValue = (name) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(optionValue('runs') ?? 3);
const ALL_PAGES = ['guest', 'member', 'login', 'floor'];
const PAGE_KEYS = optionValue('pages')?.split(',') ?? ALL_PAGES;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number from 1.');
for (const key of PAGE_KEYS)
  if (!ALL_PAGES.includes(key))
    throw new Error(`--pages takes ${ALL_PAGES.join(', ')}; not ${key}.`);
const folderOption = (name) => {
  const value = optionValue(name);
  return value ? resolve(value) : undefined;
};
const VERSUS_DIST = folderOption('versus');
const REPORTS_DIR = folderOption('reports');
const HTTP1 = process.argv.includes('--http1');

/**
 * The run's certificate for 127.0.0.1, in PEM files, and its key's SHA-256 fingerprint: what
 * Chromium's --ignore-certificate-errors-spki-list takes, so the audited browser trusts this one
 * certificate and no other that fails to verify.
 */
async function runCertificate(folder) {
  const pems = await generateCertificate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private);
  const publicKey = new X509Certificate(pems.cert).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return {
    cert: pems.cert,
    key: pems.private,
    certFile,
    keyFile,
    fingerprint: createHash('sha256').update(publicKey).digest('base64'),
  };
}

/** Where a server on `port` of this machine answers: over HTTPS when it has the run's certificate. */
const originOf = (port, certificate) => `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`;

/**
 * A GET of a URL, over HTTPS trusting the run's certificate where it is an HTTPS one: the answer,
 * its body dropped.
 * @returns {Promise<import('node:http').IncomingMessage>}
 */
function fetchAnswer(url, ca) {
  return new Promise((done, fail) => {
    const get = url.startsWith('https:') ? getOverHttps : getOverHttp;
    get(url, { ca }, (response) => {
      response.resume();
      done(response);
    }).on('error', fail);
  });
}

/** Whether a URL answers 200. */
const answers = (url, ca) =>
  fetchAnswer(url, ca).then(
    (response) => response.statusCode === 200,
    () => false,
  );

/** The headers the platform sends with a page, for the floor app to be served with. */
async function pageHeaders(url, ca) {
  const response = await fetchAnswer(url, ca);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}.`);
  return pageHeadersOf(response.headers);
}

/** Waits until a URL answers 200, or fails after a minute. */
async function waitFor(url, ca) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await answers(url, ca)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within a minute.`);
}

/**
 * Runs `work` in a browser of its own on `profile`, and closes it after. The profile is the
 * browser's default context, where Lighthouse opens its tab: a member's login lands in the storage
 * Lighthouse then reads.
 */
async function inBrowser(profile, { port, fingerprint }, work) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      ...(fingerprint ? [`--ignore-certificate-errors-spki-list=${fingerprint}`] : []),
    ],
  });
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

/**
 * One Lighthouse run of a page. A run Lighthouse could not finish (a page that painted nothing in
 * its time limit on a busy machine, say), or in which an audit of the asserted categories could
 * not run (its category then has no score), is tried once more before it counts.
 */
async function audit(page, { product, browser }) {
  for (let attempt = 1; ; attempt += 1) {
    // Every run starts in a new browser on a new profile, as Lighthouse's own command line runs:
    // - Lighthouse clears a site's caches and service worker but keeps its local storage, so in a
    //   shared profile every guest's run after the member's was a member's run.
    // - In one long-lived browser, every page of the product shares one renderer process, and
    //   Lighthouse's debugger, attaching before the navigation, walks the heap the earlier runs
    //   left there (10 to 27 MB): a 130 to 220 ms task that no player's page has, which the
    //   simulation stretches 4 × and counts as blocking time where it overlaps the first paint.
    // The member logs in in a browser of their own first, so the audited one starts with their
    // storage and service worker but a fresh renderer.
    const profile = mkdtempSync(join(tmpdir(), 'mweb-lighthouse-profile-'));
    let result;
    try {
      if (page.member)
        await inBrowser(profile, browser, (context) => logInDemoMember(context, product));
      result = await inBrowser(profile, browser, () =>
        lighthouse(page.url, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: Boolean(page.member),
        }),
      );
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}.`);
    const error = result.lhr.runtimeError;
    const unrun = auditsThatDidNotRun(result.lhr);
    if ((!error && unrun.length === 0) || attempt === 2) return result;
    const why = error
      ? `Lighthouse could not finish (${error.code})`
      : `an audit could not run (${unrun.join('; ')})`;
    console.log(`${page.name}: ${why}, trying once more.`);
  }
}

async function main() {
  const appDist = join(workspaceRoot, 'apps/mobile-web/dist');
  const platformMain = join(workspaceRoot, 'apps/platform-api/dist/main.js');
  const floorDist = join(workspaceRoot, 'tools/perf/floor/dist');
  for (const [file, how] of [
    [join(appDist, 'index.html'), 'nx run @mweb/mobile-web:build'],
    [platformMain, 'nx run @mweb/platform-api:build'],
    [join(floorDist, 'index.html'), 'node tools/perf/floor/build.mjs'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${how}\` first.`);
  }

  if (VERSUS_DIST && !existsSync(join(VERSUS_DIST, 'index.html')))
    throw new Error(`${VERSUS_DIST} holds no built app (index.html).`);

  const [platformPort, versusPort, floorPort, debuggingPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const certificateFolder = mkdtempSync(join(tmpdir(), 'mweb-lighthouse-tls-'));
  const certificate = HTTP1 ? undefined : await runCertificate(certificateFolder);
  const platforms = [startPlatform(platformMain, appDist, platformPort, certificate)];
  if (VERSUS_DIST)
    platforms.push(startPlatform(platformMain, VERSUS_DIST, versusPort, certificate));
  let floorServer;
  try {
    const origins = platforms.map((platform) => platform.origin);
    for (const origin of origins)
      await waitFor(`${origin}/wps/v2/system/status?device=MOBILE`, certificate?.cert);
    const platformHeaders = await pageHeaders(`${origins[0]}/m/home`, certificate?.cert);
    console.log(
      `The floor app is served with the platform's ${Object.keys(platformHeaders).join(', ')}.`,
    );
    floorServer = await serveFloor(floorDist, floorPort, certificate, platformHeaders);

    const productPages = (origin, suffix) => [
      { key: 'guest', name: `/m/home, guest${suffix}`, url: `${origin}/m/home`, product: true },
      {
        key: 'member',
        name: `/m/home, member${suffix}`,
        url: `${origin}/m/home`,
        product: true,
        member: true,
      },
      { key: 'login', name: `/m/login${suffix}`, url: `${origin}/m/login`, product: true },
    ];
    const floorPage = {
      key: 'floor',
      name: 'floor app',
      url: `${originOf(floorPort, certificate)}/`,
      product: false,
    };
    // This build's page and the other build's take turns, so both meet the same load.
    const versusPages = origins[1] ? productPages(origins[1], ', versus') : [];
    const pages = [
      ...productPages(origins[0], '').flatMap((page, index) =>
        versusPages[index] ? [page, versusPages[index]] : [page],
      ),
      floorPage,
    ].filter((page) => PAGE_KEYS.includes(page.key));
    /** @type {Map<string, ReturnType<typeof figuresOf>[]>} */
    const results = new Map(pages.map((page) => [page.name, []]));
    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of pages) {
        const { lhr, artifacts } = await audit(page, {
          product: new URL(page.url).origin,
          browser: { port: debuggingPort, fingerprint: certificate?.fingerprint },
        });
        const figures = figuresOf(lhr);
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const file = `${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}`;
          writeFileSync(join(REPORTS_DIR, `${file}.json`), JSON.stringify(lhr));
          writeFileSync(join(REPORTS_DIR, `${file}.trace.json`), JSON.stringify(artifacts.Trace));
          writeFileSync(
            join(REPORTS_DIR, `${file}.lantern.txt`),
            await lanternBreakdown(artifacts, lhr.configSettings),
          );
        }
        results.get(page.name)?.push(figures);
        const { notScored } = figures;
        console.log(
          `run ${run}/${RUNS} ${page.name}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}` +
            (notScored.length > 0 ? ` (not scored: ${notScored.join('; ')})` : ''),
        );
      }
    }
    return report(pages, results);
  } finally {
    floorServer?.close();
    for (const platform of platforms) platform.stop();
    rmSync(certificateFolder, { recursive: true, force: true });
  }
}

/**
 * The built platform serving `webRoot` on `port`, with a fresh database of its own; given the
 * run's certificate, over HTTPS.
 */
function startPlatform(platformMain, webRoot, port, certificate) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mweb-lighthouse-'));
  const platform = spawn('node', [platformMain], {
    cwd: join(workspaceRoot, 'apps/platform-api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // The member's run solves the login's slide check through /dev/slide.
      PLATFORM_DEV_CONTROLS: '1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      TLS_CERT_FILE: certificate?.certFile ?? '',
      TLS_KEY_FILE: certificate?.keyFile ?? '',
    },
  });
  return {
    origin: originOf(port, certificate),
    stop() {
      platform.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Prints the medians and the ratios; returns whether every product page holds 100 / 100. */
function report(pages, results) {
  const medians = pages.map((page) => {
    const runs = results.get(page.name) ?? [];
    const of = (key) => median(runs.map((figures) => figures[key]));
    return {
      page,
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      failing: [...new Set(runs.flatMap((figures) => figures.failing))],
    };
  });
  const floor = medians.find((row) => !row.page.product);
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const ratio = (value, base) => (base ? `${(value / base).toFixed(2)} ×` : '–');
  const header = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'LCP/floor',
    'TBT/floor',
  ];
  const rows = medians.map((row) => [
    row.page.name,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    seconds(row.fcp),
    seconds(row.lcp),
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
    row.page.product && floor ? ratio(row.lcp, floor.lcp) : '',
    row.page.product && floor ? ratio(row.tbt, floor.tbt) : '',
  ]);
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile, ${HTTP1 ? 'HTTP/1.1' : 'HTTPS with HTTP/2'}, medians of ${RUNS} runs:\n`,
  );
  printTable([header, ...rows]);

  const short = medians.filter(
    (row) => row.page.product && (row.accessibility < 100 || row.bestPractices < 100),
  );
  for (const row of short)
    console.error(`✖ ${row.page.name}: failing audits ${row.failing.join(', ') || '(none named)'}`);
  if (short.length === 0)
    console.log('\n✔ Accessibility and best practices are 100 on every product page.');
  return short.length === 0;
}

function lighthouseVersion() {
  const manifest = join(workspaceRoot, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')).version ?? '').toString();
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
