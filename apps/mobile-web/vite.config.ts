/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../tools/build/vite-lib.ts';

/** Where the dev server forwards gateway calls: the reference platform unless told otherwise. */
const gateway = process.env['GATEWAY_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/m/',
  cacheDir: '../../node_modules/.vite/mobile-web',
  ...sourceResolution,
  plugins: [react()],
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
    target: 'es2022',
  },
  test: {
    name: '@mweb/mobile-web',
    watch: false,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
