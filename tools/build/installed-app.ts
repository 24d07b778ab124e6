// The installed web app's build step: the web app manifest, the iOS tags and the service worker.
// The service worker is Workbox's runtime modules bundled by a second Vite build once the app's
// build is written, with the precache list injected where Workbox expects `self.__WB_MANIFEST`.
// (workbox-build and vite-plugin-pwa would do the same, but they bring Rollup and its native
// binaries per platform; the runtime modules are plain JavaScript.)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';
import { firstLoadOf } from '../scripts/first-load.mjs';

export interface PrecacheEntry {
  url: string;
  /** Null for a file whose name carries its content hash. */
  revision: string | null;
}

export interface InstalledAppOptions {
  /** The URL path the app is served under, with both slashes (`/m/`). */
  base: string;
  /** The operator's name, shown under the icon and in the install prompt. */
  name: string;
  /** The service worker's source. */
  serviceWorker: string;
  /**
   * Besides the entry, the modules whose chunks (with everything they import) go into the
   * precache: the home page's lazy parts and the dictionaries it reads.
   */
  precache: readonly RegExp[];
}

/** The manifest's colours: the dark theme is the default, the light one is chosen in the app. */
export const THEME_COLOURS = { dark: '#0f1115', light: '#f4f5f8' } as const;

export function webAppManifest(name: string, base: string) {
  return {
    id: `${base}home`,
    name,
    short_name: name,
    lang: 'en',
    start_url: `${base}home`,
    scope: base,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOURS.dark,
    background_color: THEME_COLOURS.dark,
    icons: [
      { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${base}icons/maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/** The head tags that make the page installable and right on iOS's home screen. */
export function installedAppTags(name: string, base: string): string {
  return [
    `<link rel="manifest" href="${base}manifest.webmanifest" />`,
    `<link rel="apple-touch-icon" href="${base}icons/apple-touch-icon.png" />`,
    `<meta name="mobile-web-app-capable" content="yes" />`,
    `<meta name="apple-mobile-web-app-capable" content="yes" />`,
    `<meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />`,
    `<meta name="apple-mobile-web-app-title" content="${escapeAttribute(name)}" />`,
  ].join('\n    ');
}

/**
 * index.html with the operator's name and the installed-app tags: the name is the page's title and
 * the splash's (`%BRAND_NAME%`, shown under the logo while the app's code downloads).
 */
export function brandedIndexHtml(html: string, name: string, base: string): string {
  return html
    .replace('<!-- installed-app tags -->', installedAppTags(name, base))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(name)}</title>`)
    .replaceAll('%BRAND_NAME%', escapeAttribute(name));
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The built files a page loads by its own tags (scripts, preloads, stylesheets) under `base`. */
export function filesThePageLoads(html: string, base: string): string[] {
  const { scripts, styles } = firstLoadOf(html, base);
  return [...scripts, ...styles];
}

/**
 * The build files the service worker precaches: the entry's chunks and styles (the one stylesheet
 * of a build that does not split its CSS among them), and those of every module `precache` names,
 * each with what it imports statically. Source maps never. `pageFiles` are the files index.html
 * loads: an entry chunk that only imports others is not written at all, and not in the manifest
 * (index.html then loads the chunks it imports by tags of their own).
 */
export function precacheFiles(
  manifest: Manifest,
  precache: readonly RegExp[],
  pageFiles: readonly string[] = [],
): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (
      chunk.isEntry ||
      pageFiles.includes(chunk.file) ||
      precache.some((pattern) => pattern.test(key))
    )
      visit(key);
    // A build with one stylesheet (no CSS code splitting) lists it apart from every chunk, as an
    // entry of its own: it holds every screen's styles, and the first paint waits for it.
    if (chunk.file.endsWith('.css')) files.add(chunk.file);
  }
  for (const file of pageFiles) files.add(file);
  files.delete('index.html');
  return [...files].sort();
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The precache list of a written build: the chosen chunks under their hashed names, and the
 * unhashed files (index.html, public/'s files, the manifest) with a revision of their content, so
 * a new release changes the service worker exactly when one of them changed.
 */
export function precacheEntries(
  outDir: string,
  base: string,
  precache: readonly RegExp[],
): PrecacheEntry[] {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const pageFiles = filesThePageLoads(readFileSync(join(outDir, 'index.html'), 'utf8'), base);
  const hashed = precacheFiles(manifest, precache, pageFiles).map((file) => ({
    url: `${base}${file}`,
    revision: null,
  }));
  const unhashed = filesUnder(outDir)
    .map((path) => relative(outDir, path).split(sep).join('/'))
    .filter((file) => !file.startsWith('assets/') && !file.startsWith('.vite/'))
    // Nor the precompressed copies: a server sends one in a file's place, under the file's URL.
    .filter((file) => file !== 'sw.js' && !/\.(map|br|gz)$/.test(file))
    .sort()
    .map((file) => ({
      url: `${base}${file}`,
      revision: createHash('sha256')
        .update(readFileSync(join(outDir, file)))
        .digest('hex')
        .slice(0, 16),
    }));
  return [...unhashed, ...hashed];
}

/** The manifest, the iOS tags and, after the build, `sw.js` at the top of the output. */
export function installedApp(options: InstalledAppOptions): Plugin {
  const { base, name } = options;
  let outDir = '';
  let building = false;
  return {
    name: 'mweb-installed-app',
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      building = config.command === 'build' && !config.build.ssr;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => brandedIndexHtml(html, name, base),
    },
    configureServer(server) {
      // The dev server answers the manifest too, so the tags it serves point at something.
      server.middlewares.use(`${base}manifest.webmanifest`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(JSON.stringify(webAppManifest(name, base)));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(webAppManifest(name, base), null, 2)}\n`,
      });
    },
    async writeBundle() {
      if (!building) return;
      const entries = precacheEntries(outDir, base, options.precache);
      await build({
        configFile: false,
        logLevel: 'warn',
        mode: 'production',
        // Workbox's modules log only in a development build.
        define: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          'self.__WB_MANIFEST': JSON.stringify(entries),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          target: 'es2022',
          lib: {
            entry: options.serviceWorker,
            formats: ['iife'],
            name: 'mwebServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
