import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@mweb/mobile-web-e2e',
    watch: false,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
  },
});
