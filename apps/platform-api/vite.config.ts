/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { sourceResolution } from '../../tools/build/vite-lib.ts';

/**
 * A Node build of the server: workspace libs are bundled from source, npm packages stay external
 * (Vite's SSR default), so `node dist/main.js` runs with the installed node_modules.
 */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/platform-api',
  ...sourceResolution,
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    reportCompressedSize: false,
  },
  test: {
    name: '@mweb/platform-api',
    watch: false,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    // Each file's beforeAll starts a platform on a fresh database (migrations and the whole seed);
    // on PostgreSQL beside other work that can pass Vitest's default 10 s without anything wrong.
    hookTimeout: 60_000,
    // A test's budget, stated: resets to the seed, password hashing and concurrent logins take
    // well under a second alone and passed Vitest's 5 s default on a 2-core machine under load.
    testTimeout: 30_000,
  },
});
