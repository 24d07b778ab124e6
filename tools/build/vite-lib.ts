/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type UserConfig,
} from 'vite';
import dts from 'vite-plugin-dts';
import { libInjectCss } from 'vite-plugin-lib-inject-css';
import { SCREEN_WAIT_MS } from './screen-wait.ts';

/** `ts.DiagnosticCategory.Error`, without loading the compiler into every config. */
const ERROR_CATEGORY = 1;

/** The export condition that points a workspace package at its TypeScript source. */
export const SOURCE_CONDITION = '@mweb/source';

export interface LibConfigOptions {
  /** The lib's folder (pass `import.meta.dirname`). */
  root: string;
  /** Where its unit tests run: `jsdom` for anything that renders, `node` for pure code. */
  testEnvironment?: 'jsdom' | 'node';
  /** Extra published entry points besides `src/index.ts`, keyed by their output name. */
  entries?: Record<string, string>;
  /**
   * Whether its test files share their worker's page and modules instead of building a jsdom
   * each. Building them is most of a suite's time (ui-kit's 39 files: 78.6 s with a page
   * each, 6.6 s sharing). Only for code that keeps no state of its own between renders: the
   * screens' suites hold module-wide stores, dictionaries and routers, and two of their tests
   * failed now and then when sharing (a field's message after typing, a drawer's focus).
   */
  sharedTestPage?: boolean;
}

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * Resolution shared by every Vite-based build and test in the workspace: workspace packages are
 * read from source through the `@mweb/source` condition, so nothing has to be built upstream first.
 */
export const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
} satisfies UserConfig;

/** Every dependency and peer stays outside the bundle, including deep imports such as `swiper/modules`. */
export function externalsOf(manifest: Manifest): (id: string) => boolean {
  const names = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  return (id) =>
    names.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:');
}

/**
 * Declarations generated from code that does not type-check are wrong or `any`: the build fails
 * instead of publishing them (the plugin itself only prints the errors).
 */
export function failOnTypeErrors(
  libName: string,
): (diagnostics: readonly { category: number }[]) => void {
  return (diagnostics) => {
    const errors = diagnostics.filter((diagnostic) => diagnostic.category === ERROR_CATEGORY);
    if (errors.length > 0) {
      throw new Error(
        `${libName}: ${errors.length} type error(s) in declaration generation, printed above.`,
      );
    }
  };
}

/** The set-up every component test suite runs first (matchers, clean-up, waits). */
export const COMPONENT_TEST_SETUP = join(import.meta.dirname, 'component-test-setup.ts');

/** The time a single component test may take before it fails, on any machine. */
const COMPONENT_TEST_TIMEOUT_MS = 30_000;

/** Every suite's waits, stated rather than left at Vitest's defaults (5 s a test, 1 s a poll). */
export const TEST_WAITS = {
  testTimeout: COMPONENT_TEST_TIMEOUT_MS,
  expect: { poll: { timeout: SCREEN_WAIT_MS } },
};

/** The Vite library build and Vitest set-up of one publishable lib. */
export function defineLibConfig({
  root,
  testEnvironment = 'jsdom',
  entries = {},
  sharedTestPage = false,
}: LibConfigOptions): UserConfig {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
  return defineConfig({
    root,
    cacheDir: join(root, '../../node_modules/.vite', manifest.name),
    // A published file finds the files it names (a worker's script) beside itself, wherever the
    // package is installed, rather than at the root of the site.
    base: './',
    ...sourceResolution,
    plugins: [
      react(),
      libInjectCss(),
      dts({
        entryRoot: 'src',
        tsconfigPath: join(root, 'tsconfig.lib.json'),
        exclude: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.stories.tsx', 'src/test-setup.ts'],
        // Our own libs are read as a consumer reads them: through the declarations their builds
        // (which run first, `^build`) publish. The source condition would send the compiler to
        // the project references' `out-tsc` instead, which only the typecheck target writes.
        compilerOptions: { customConditions: [] },
        afterDiagnostic: failOnTypeErrors(manifest.name),
      }),
    ],
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      reportCompressedSize: false,
      lib: {
        entry: { index: join(root, 'src/index.ts'), ...entries },
        formats: ['es'],
        fileName: (_format, entryName) => `${entryName}.js`,
      },
      rolldownOptions: { external: externalsOf(manifest) },
    },
    test: {
      name: manifest.name,
      watch: false,
      globals: false,
      environment: testEnvironment,
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: testEnvironment === 'jsdom' ? [COMPONENT_TEST_SETUP] : [],
      isolate: !sharedTestPage,
      // Under a loaded 2-core machine a screen test that takes 0.5 s alone took 5 to 6 s.
      ...TEST_WAITS,
      reporters: ['default'],
      coverage: { provider: 'v8', reportsDirectory: join(root, 'test-output/coverage') },
    },
  });
}
