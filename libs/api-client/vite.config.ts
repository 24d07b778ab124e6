import { defineLibConfig } from '../../tools/build/vite-lib.ts';

export default defineLibConfig({
  root: import.meta.dirname,
  testEnvironment: 'node',
  // The second entry point: test stores and storage for component tests and stories.
  entries: { testing: `${import.meta.dirname}/src/testing/index.ts` },
});
