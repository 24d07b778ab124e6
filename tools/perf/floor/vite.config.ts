import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressedCopies } from '../../build/precompressed-copies.ts';
import { HASHED_FILE_NAMES, productionBuildAliases } from '../../build/production-builds.ts';

/**
 * The floor app: this stack's libraries and nothing else, built exactly as the product is (same
 * Vite, same target, production always), so the product's first load is compared with a measured
 * floor rather than a remembered one.
 */
export default defineConfig(() => {
  // The same reason as the product's build: the ambient NODE_ENV must not pick React's build.
  process.env['NODE_ENV'] = 'production';
  return {
    root: import.meta.dirname,
    base: '/',
    mode: 'production',
    cacheDir: '../../../node_modules/.vite/perf-floor',
    resolve: { alias: productionBuildAliases() },
    // Served with its precompressed copies, as the product is.
    plugins: [react(), precompressedCopies()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // As the product: no modulepreload polyfill (every current engine preloads modules itself).
      modulePreload: { polyfill: false },
      manifest: true,
      sourcemap: true,
      // Named as the product's files are.
      rolldownOptions: { output: { ...HASHED_FILE_NAMES } },
    },
  };
});
