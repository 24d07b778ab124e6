import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@mweb/storybook',
    watch: false,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
  },
});
