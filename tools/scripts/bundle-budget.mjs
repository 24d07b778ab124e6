// The first-load budget, read off the built app: it builds nothing. It measures what a phone
// downloads before /m/home can run (the entry script and every modulepreload of the built
// index.html, and its stylesheets), what each lazy screen adds beyond that, and the same first
// load of the floor app (this stack and nothing else); prints a table; and fails when a limit of
// tools/perf/budget.json is passed, when the entry imports a chunk index.html does not preload,
// when chunks import each other in a circle, or when a built file holds a development build
// (React's, or react-router's) or a path of the build machine.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadOf } from './first-load.mjs';
import { printTable } from './print-table.mjs';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {{ file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean;
 *   imports?: string[]; dynamicImports?: string[]; css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {import('./first-load.mjs').FirstLoad} FirstLoad
 * @typedef {{ name: string; js: string[]; css: string[] }} LazyChunks
 * @typedef {{ firstLoadJsKb: number; firstLoadCssKb: number; lazyScreenJsKb: number;
 *   goalFirstLoadJsKb: number }} Budget
 */

/**
 * The chunks `ids` are and reach through static imports (Vite's manifest), each once, in the order
 * they are first met.
 * @param {Manifest} manifest
 * @param {string[]} ids
 * @returns {ManifestChunk[]}
 */
function staticImportsOf(manifest, ids) {
  /** @type {Map<string, ManifestChunk>} */
  const reached = new Map();
  const visit = (/** @type {string} */ id) => {
    const chunk = manifest[id];
    if (!chunk || reached.has(chunk.file)) return;
    reached.set(chunk.file, chunk);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const id of ids) visit(id);
  return [...reached.values()];
}

/**
 * What each dynamic import of the app adds beyond the first load: the chunks its entry reaches
 * through static imports (Vite's manifest), less the ones the first load already holds.
 * @param {Manifest} manifest
 * @param {FirstLoad} firstLoad
 * @returns {LazyChunks[]}
 */
export function lazyChunksOf(manifest, firstLoad) {
  const loaded = new Set([...firstLoad.scripts, ...firstLoad.styles]);
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const reached = staticImportsOf(manifest, [key]);
      const js = reached.map((current) => current.file);
      const css = new Set(reached.flatMap((current) => current.css ?? []));
      return {
        name: (chunk.src ?? key).replace(/^(\.\.\/)+/, ''),
        js: js.filter((file) => !loaded.has(file)),
        css: [...css].filter((file) => !loaded.has(file)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The chunks the entry imports, directly or through others, that index.html does not fetch up front:
 * the browser finds them only once the entry has come, a round trip late, and the budget, which
 * reads index.html, would not count them.
 * @param {Manifest} manifest
 * @param {FirstLoad} firstLoad
 * @returns {string[]}
 */
export function unpreloadedImportsOf(manifest, firstLoad) {
  const listed = new Set(firstLoad.scripts);
  const entries = Object.keys(manifest).filter((id) => manifest[id]?.isEntry);
  return staticImportsOf(manifest, entries)
    .map((chunk) => chunk.file)
    .filter((file) => !listed.has(file));
}

/**
 * The cycles among the chunks' static imports (Vite's manifest), each as the files around it, its
 * first file again at its end. The bundler makes none by itself, but chunks grouped by hand
 * (`codeSplitting.groups` in the app's vite.config.ts) can: a module of a cycle may then run
 * before a module it reads, and fail in the player's browser only.
 * @param {Manifest} manifest
 * @returns {string[][]}
 */
export function circularImportsOf(manifest) {
  /** @type {string[][]} */
  const cycles = [];
  /** @type {Set<string>} */
  const done = new Set();
  /** @type {string[]} */
  const path = [];
  const visit = (/** @type {string} */ id) => {
    const at = path.indexOf(id);
    if (at >= 0) {
      cycles.push([...path.slice(at), id].map((key) => manifest[key]?.file ?? key));
      return;
    }
    if (done.has(id) || !manifest[id]) return;
    path.push(id);
    for (const next of manifest[id].imports ?? []) visit(next);
    path.pop();
    done.add(id);
  };
  for (const id of Object.keys(manifest)) visit(id);
  return cycles;
}

/**
 * Why a built file must not ship: React's development build, react-router's (its source maps name
 * the folder it came from), or a path of the build machine.
 * @param {string} text the file's content
 * @param {string} root the workspace's absolute path
 * @returns {string | null}
 */
export function developmentTraceOf(text, root) {
  if (text.includes('jsxDEV')) return "React's development build (jsxDEV)";
  if (text.includes('react-router/dist/development/'))
    return "react-router's development build (react-router/dist/development)";
  if (text.includes(root)) return `a path of the build machine (${root})`;
  return null;
}

/** Bytes of gzip -9. */
export function gzipSize(/** @type {Buffer} */ content) {
  return gzipSync(content, { level: 9 }).length;
}

const kb = (bytes) => bytes / 1000;
const format = (bytes) => `${kb(bytes).toFixed(1)} kB`;
const files = (count) => `${count} file${count === 1 ? '' : 's'}`;

/** Every file under a folder, as paths relative to it. */
function filesUnder(/** @type {string} */ folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/** Reads a built app's dist folder. */
function measure(/** @type {string} */ dist, /** @type {string} */ base) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstLoad = firstLoadOf(html, base);
  const size = (/** @type {string[]} */ files) =>
    files.reduce((sum, file) => sum + gzipSize(readFileSync(join(dist, file))), 0);
  return { firstLoad, js: size(firstLoad.scripts), css: size(firstLoad.styles), size };
}

function main() {
  const appDist = join(workspaceRoot, 'apps/mobile-web/dist');
  const floorDist = join(workspaceRoot, 'tools/perf/floor/dist');
  for (const [dist, command] of [
    [appDist, 'npx nx run @mweb/mobile-web:build'],
    [floorDist, 'node tools/perf/floor/build.mjs'],
  ]) {
    if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, '.vite/manifest.json'))) {
      console.error(`✖ ${relative(workspaceRoot, dist)} is not built: run \`${command}\`.`);
      process.exit(1);
    }
  }
  /** @type {Budget} */
  const budget = JSON.parse(readFileSync(join(workspaceRoot, 'tools/perf/budget.json'), 'utf8'));
  const app = measure(appDist, '/m/');
  const floor = measure(floorDist, '/');
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(join(appDist, '.vite/manifest.json'), 'utf8'));
  const lazy = lazyChunksOf(manifest, app.firstLoad);
  const failures = [
    ...unpreloadedImportsOf(manifest, app.firstLoad).map(
      (file) => `index.html does not preload ${file}, which the entry imports`,
    ),
    ...circularImportsOf(manifest).map(
      (cycle) => `chunks import in a circle: ${cycle.join(' → ')}`,
    ),
  ];

  const rows = [
    [
      'first load JS',
      format(app.js),
      files(app.firstLoad.scripts.length),
      `≤ ${budget.firstLoadJsKb} kB`,
    ],
    [
      'first load CSS',
      format(app.css),
      files(app.firstLoad.styles.length),
      `≤ ${budget.firstLoadCssKb} kB`,
    ],
    ['floor first load JS', format(floor.js), files(floor.firstLoad.scripts.length), ''],
    [
      'product / floor',
      `${(app.js / floor.js).toFixed(2)} ×`,
      '',
      `goal ${budget.goalFirstLoadJsKb} kB`,
    ],
  ];
  if (kb(app.js) > budget.firstLoadJsKb)
    failures.push(
      `the first load's JavaScript is ${format(app.js)}, over ${budget.firstLoadJsKb} kB`,
    );
  // Every screen's styles are in the first load's stylesheet, which the first paint waits for.
  if (kb(app.css) > budget.firstLoadCssKb)
    failures.push(`the first load's CSS is ${format(app.css)}, over ${budget.firstLoadCssKb} kB`);
  const translations = lazy.filter((chunk) => chunk.name.endsWith('.json'));
  for (const chunk of lazy) {
    const js = app.size(chunk.js);
    if (kb(js) > budget.lazyScreenJsKb)
      failures.push(
        `${chunk.name} adds ${format(js)} of JavaScript, over ${budget.lazyScreenJsKb} kB`,
      );
    if (!chunk.name.endsWith('.json'))
      rows.push([
        chunk.name,
        format(js),
        `${files(chunk.js.length)}, CSS ${format(app.size(chunk.css))}`,
        `≤ ${budget.lazyScreenJsKb} kB`,
      ]);
  }
  if (translations.length > 0) {
    const largest = Math.max(...translations.map((chunk) => app.size(chunk.js)));
    rows.push([
      `translations (${files(translations.length)}, largest)`,
      format(largest),
      '',
      `≤ ${budget.lazyScreenJsKb} kB`,
    ]);
  }

  for (const [dist, label] of [
    [appDist, 'app'],
    [floorDist, 'floor'],
  ]) {
    // The precompressed copies (.br, .gz) hold what the files beside them hold.
    for (const file of filesUnder(dist).filter((name) => !/\.(br|gz)$/.test(name))) {
      const trace = developmentTraceOf(readFileSync(join(dist, file), 'utf8'), workspaceRoot);
      if (trace) failures.push(`the ${label}'s ${file} holds ${trace}`);
    }
  }

  console.log('\nFirst-load budget of /m/home (gzip -9):\n');
  printTable(rows);
  if (failures.length > 0) {
    console.error(
      `\n✖ Over budget or not a production build:\n${failures.map((line) => `  - ${line}`).join('\n')}`,
    );
    console.error('  See docs/architecture/performance.md, "When a change goes over".');
    process.exit(1);
  }
  console.log('\n✔ Within budget.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
