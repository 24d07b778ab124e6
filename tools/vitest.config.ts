import { defineConfig } from 'vitest/config';

/**
 * Tests of the workspace itself: lint boundaries, the generator, packing a published lib. They
 * lint, build and pack real files, so they run on their own, after the projects' own targets.
 */
export default defineConfig({
  test: {
    name: 'workspace',
    root: import.meta.dirname,
    watch: false,
    environment: 'node',
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**', '**/files/**'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
