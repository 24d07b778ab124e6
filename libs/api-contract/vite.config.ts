import { defineLibConfig } from '../../tools/build/vite-lib.ts';

export default defineLibConfig({
  root: import.meta.dirname,
  testEnvironment: 'node',
  entries: {
    // Example answers for component tests and stories, kept out of the main entry.
    fixtures: `${import.meta.dirname}/src/fixtures/index.ts`,
    // What the client bundles: no zod (client), and crypto-js only when it is needed (cipher).
    client: `${import.meta.dirname}/src/client.ts`,
    cipher: `${import.meta.dirname}/src/cipher.ts`,
    // What other projects' tests sweep or check (every call and route, the envelope).
    testing: `${import.meta.dirname}/src/testing/index.ts`,
  },
});
