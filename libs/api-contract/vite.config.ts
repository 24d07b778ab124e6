import { defineLibConfig } from '../../tools/build/vite-lib.ts';

export default defineLibConfig({
  root: import.meta.dirname,
  testEnvironment: 'node',
  // Example answers for component tests and stories, kept out of the main entry.
  entries: { fixtures: `${import.meta.dirname}/src/fixtures/index.ts` },
});
