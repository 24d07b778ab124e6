import { defineLibConfig } from '../../tools/build/vite-lib.ts';

export default defineLibConfig({
  root: import.meta.dirname,
  testEnvironment: 'node',
  // More entry points: test stores and storage for component tests and stories; and the screen
  // test kit, apart because it starts MSW's Node server and Vitest hooks, which no story may load.
  entries: {
    // The public API by concern: the calls are the main entry, each other concern a subpath.
    ...Object.fromEntries(
      ['session', 'site', 'screens', 'leaving', 'money', 'storage', 'store', 'scheduling'].map(
        (concern) => [concern, `${import.meta.dirname}/src/${concern}.ts`],
      ),
    ),
    testing: `${import.meta.dirname}/src/testing/index.ts`,
    'screen-tests': `${import.meta.dirname}/src/testing/screen-tests.tsx`,
  },
});
