/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { installedApp } from '../../tools/build/installed-app.ts';
import { precompressedCopies } from '../../tools/build/precompressed-copies.ts';
import { HASHED_FILE_NAMES, productionBuildAliases } from '../../tools/build/production-builds.ts';
import { COMPONENT_TEST_SETUP, sourceResolution, TEST_WAITS } from '../../tools/build/vite-lib.ts';

/** Where the dev server forwards gateway calls: the reference platform unless told otherwise. */
const gateway = process.env['GATEWAY_URL'] ?? 'http://localhost:3000';

/**
 * Chunks the page imports when nobody waits for them, whose own imports load as the browser finds
 * them instead of through preload links: home's sections below the fold, the installed app and
 * home's promotion popup (after the first paint), and what home fetches once it is idle, ahead of
 * any tap (the side menu, the logout dialog, the contract prompt).
 */
const LOADS_WITHOUT_PRELOAD = [
  /(^|\/)home-below-fold-[\w-]+\.js$/,
  /(^|\/)sidebar-[\w-]+\.js$/,
  /(^|\/)logout-dialog-[\w-]+\.js$/,
  /(^|\/)contract-prompt-[\w-]+\.js$/,
  /(^|\/)installed-app-[\w-]+\.js$/,
  /(^|\/)home-promotions-[\w-]+\.js$/,
];

/** Whether a module id lies in `libs/<lib>/src/lib/` under one of `paths` (a prefix of its path). */
const inLib =
  (lib: string, paths: readonly string[]) =>
  (id: string): boolean =>
    paths.some((path) => id.includes(`/libs/${lib}/src/lib/${path}`));

/**
 * Sets of modules the account screens share, each in one chunk, where the bundler would cut a
 * chunk for every set of screens that imports a module: the login page came in 16 files, most
 * under 1 kB. Every file is a request, and a `<link rel=modulepreload>` that Vite appends for it,
 * about 0.5 ms of the main thread apiece in Chromium, all in the task that asks for the screen
 * (10.2 ms for 8 files against 23.4 ms for 16, in Lighthouse's login runs): the login page now
 * comes in 8 files, registration in 12 rather than 16, and the first load names fewer files. Each
 * set holds modules whose screens overlap, so that no screen loads much it does not use; the
 * budget's table shows what each screen loads. A set takes only the modules it names, not their
 * imports as well (`includeDependenciesRecursively`): those brought the text fields and tabs in,
 * and with them the forms' 20 kB into every screen with a search field. The budget fails if the
 * chunks' imports ever form a cycle, which such sets could make.
 */
const SHARED_CHUNKS = [
  {
    // What login, registration, forgotten and changed password share: react-hook-form, the
    // fields, their rules, the slide check, the captcha, SMS code and dialing code widgets.
    name: 'account-forms',
    test: (id: string) =>
      id.includes('/node_modules/react-hook-form/') ||
      inLib('auth', [
        'forms/fields',
        'forms/screen-top',
        'rules/',
        'sms/',
        'login/login-schema',
        'login/use-captcha',
        'mobile-number',
      ])(id) ||
      inLib('ui-kit', [
        'code-input/',
        'sms-code-button/',
        'slide-check/',
        'captcha-image/',
        'country-code-picker/',
      ])(id) ||
      inLib('api-client', ['device/remembered-login', 'scheduling/use-after-first-paint'])(id),
  },
  {
    // The account screens' small parts (failure texts, notice durations, the forms' styles, the
    // trial's start): the forms, the trial, the member centre and the logout dialog use them.
    name: 'auth-common',
    test: (id: string) =>
      inLib('auth', [
        'forms/form-support',
        'forms/form.module',
        'notice-durations',
        'trial/use-start-trial',
      ])(id) || inLib('i18n', ['use-revalidate-on-language-change'])(id),
  },
  {
    // The text fields and checkbox: the forms, and the game and wallet screens' searches.
    name: 'form-controls',
    test: inLib('ui-kit', ['input/', 'password-input/', 'checkbox/']),
  },
].map((set) => ({ ...set, includeDependenciesRecursively: false }));

/** The module whose top-level await splits the first load's evaluation in two tasks. */
const SPLITS_EVALUATION = `${import.meta.dirname}/src/yield-after-store-code.ts`;

/** The bundler's runtime, which index.html loads with the entry. */
const BUNDLER_RUNTIME = /(^|\/)rolldown-runtime-[\w-]+\.js$/;

export default defineConfig(({ command, mode }) => {
  if (command === 'build') {
    // Vite and React take their build from the ambient NODE_ENV: `development` there would ship
    // React's development build and this machine's paths, and the build cache would replay it.
    process.env['NODE_ENV'] = 'production';
  }
  // The operator's name for the manifest and the iOS title, as config.ts reads it for the page.
  const brandName = loadEnv(mode, import.meta.dirname, 'VITE_')['VITE_BRAND_NAME'] || 'mweb';
  return {
    root: import.meta.dirname,
    base: '/m/',
    cacheDir: '../../node_modules/.vite/mobile-web',
    ...(command === 'build' ? { mode: 'production' } : {}),
    ...sourceResolution,
    ...(command === 'build'
      ? { resolve: { ...sourceResolution.resolve, alias: productionBuildAliases() } }
      : {}),
    plugins: [
      react(),
      {
        // The rules below name chunks by their files: a renamed module must not quietly bring
        // back their preload links.
        name: 'mweb:loads-after-first-paint',
        apply: 'build',
        generateBundle(_options, bundle) {
          for (const rule of [...LOADS_WITHOUT_PRELOAD, BUNDLER_RUNTIME])
            if (!Object.keys(bundle).some((file) => rule.test(file)))
              this.error(`No chunk matches ${rule}: update it in vite.config.ts.`);
          // Nor a renamed module quietly leave a set of SHARED_CHUNKS empty.
          for (const { name } of SHARED_CHUNKS)
            if (!Object.keys(bundle).some((file) => file.startsWith(`assets/${name}-`)))
              this.error(`No module went into the ${name} chunk: update SHARED_CHUNKS.`);
          // Nor the first load's evaluation quietly go back to one task: the module that ends its
          // first task has no exports, and a bundler that thought it free of side effects would
          // drop its await.
          const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
          const entry = chunks.find((chunk) => chunk.isEntry);
          const holder = chunks.find((chunk) => chunk.modules[SPLITS_EVALUATION]?.renderedLength);
          if (!entry || !holder || !(holder === entry || entry.imports.includes(holder.fileName)))
            this.error(
              'The first load lost the await of src/yield-after-store-code.ts: see main.tsx.',
            );
        },
      },
      installedApp({
        base: '/m/',
        name: brandName,
        serviceWorker: `${import.meta.dirname}/src/service-worker/service-worker.ts`,
        // The shell and home page offline: the app's own lazy parts (home's sections, the
        // notices, the leave dialog, swipe-back), the home banners' carousel, its promotion popup,
        // its lottery sections (the lottery screens' chunk), its other game categories, the
        // answer checks and URL policy they call on, the safer-gambling strip every screen shows,
        // and the dictionaries home reads.
        precache: [
          /^src\/app\//,
          /\/safer-gambling\/src\/lib\/shell\/shell\.ts$/,
          /\/banner-carousel\/banner-swiper\.tsx$/,
          /\/promotions\/src\/lib\/popup\/home-promotions\.tsx$/,
          /\/lottery\/src\/lib\/lottery-pages\.ts$/,
          /\/games\/src\/lib\/home\/home-category-games\.tsx$/,
          /\/api-client\/src\/lib\/(base\/answer-guards|leaving\/url-policy|money\/money-schemas)\.ts$/,
          // The table of dictionary files every start reads, and home's dictionaries in the
          // languages SPEC.md section 1's pickers offer: all thirty would make every installed
          // app download some 150 files it will never show.
          /\/libs\/i18n\/src\/lib\/dictionary-files\.ts$/,
          /\/libs\/i18n\/src\/lib\/locales\/(cn|en|th|vi|ur)\/(common|errors|games|lottery|promotions)\.json$/,
        ],
      }),
      precompressedCopies(),
    ],
    server: {
      port: 4200,
      host: true,
      proxy: {
        '/wps': { target: gateway, changeOrigin: true },
        '/lgw': { target: gateway, changeOrigin: true },
      },
    },
    preview: { port: 4300 },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      reportCompressedSize: true,
      // Every screen's styles in the one stylesheet index.html links: 12 kB of gzip in the first
      // load where it had 4, and no stylesheet of its own for any lazy chunk. A lazy chunk's
      // stylesheet was a request of its own (home's lower sections fetched ten, the login page
      // six, on a phone's few connections), a restyle of the whole page when it applied, and a
      // name in the entry's table of what each import fetches (0.5 kB of the first load's
      // JavaScript). Measured in turn with the split build: fewer requests (guest 50 against 60,
      // login 39 against 46) and less blocking time on every page.
      cssCodeSplit: false,
      target: 'es2022',
      // Every current engine preloads modules itself (Safari since 17, Firefox since 115); the
      // polyfill, about 0.3 kB of every first load, only fetched them early in older ones, which
      // still load them when they are imported.
      modulePreload: {
        polyfill: false,
        // Vite fetches a lazy chunk's imports beside it by appending a <link rel=modulepreload>
        // for each, about 0.5 ms of the main thread apiece in Chromium. That is worth it for a
        // screen a player waits for. Home's sections below the fold load after the first paint,
        // while the page's first tasks run, and their 10 chunks' links made one task of some 20 ms
        // (four times that on a cheap phone): their imports load as the browser finds them. So do
        // those of what home fetches when idle: a tap that comes first waits a round trip more.
        // And those of the installed app and home's promotion popup, which load after the first
        // paint: their links were tasks of 13-17 ms in a member's load of home (a page the
        // service worker controls, where every request starts through it).
        // Every lazy chunk imports the bundler's runtime, which the first load already holds: the
        // entry's table of what to fetch beside each import no longer names it (one index fewer
        // per import, some 30 bytes of the first load). index.html still loads it beside the
        // entry, which imports it.
        resolveDependencies: (file, deps, { hostType }) => {
          if (hostType === 'html') return deps;
          if (LOADS_WITHOUT_PRELOAD.some((rule) => rule.test(file))) return [];
          return deps.filter((dep) => !BUNDLER_RUNTIME.test(dep));
        },
      },
      // The bundle budget maps each lazy screen to its chunks through the manifest.
      manifest: true,
      // Published maps let Lighthouse and a player's bug report point at our source; the budget
      // checks they name no path of the build machine.
      sourcemap: true,
      rolldownOptions: {
        output: {
          ...HASHED_FILE_NAMES,
          // Every module the entry reaches through static imports goes into one chunk (which the
          // bundler then merges with the entry), instead of the shared chunks it would otherwise
          // cut wherever a lazy screen shares a module with the first load: fewer, larger files
          // gzip better (173.5 kB in 9 files became 169.2 kB in 2), and a new dynamic import in a
          // first-load module no longer re-splits the first load. Lazy-only modules are not
          // `$initial` and stay in their screens' chunks, but for the sets SHARED_CHUNKS names.
          codeSplitting: {
            groups: [{ name: 'boot', tags: ['$initial'] }, ...SHARED_CHUNKS],
          },
        },
      },
    },
    test: {
      name: '@mweb/mobile-web',
      watch: false,
      environment: 'jsdom',
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: [COMPONENT_TEST_SETUP],
      ...TEST_WAITS,
    },
  };
});
