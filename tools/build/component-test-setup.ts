// The set-up of every component test (the libs' and the app's jsdom suites): DOM matchers, a
// clean document after each test, and the time-outs a loaded machine needs, stated once here.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SCREEN_WAIT_MS } from './screen-wait.ts';

configure({ asyncUtilTimeout: SCREEN_WAIT_MS });

afterEach(() => {
  cleanup();
});
