/// <reference lib="dom" />
// The set-up of every component test (the libs' and the app's jsdom suites): DOM matchers, a
// clean document after each test, and the time-outs a loaded machine needs, stated once here.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { SCREEN_WAIT_MS } from './screen-wait.ts';

configure({ asyncUtilTimeout: SCREEN_WAIT_MS });

// Where a suite's files share their worker's page (`sharedTestPage`, vite-lib.ts), this runs
// before each of them: every file starts with a fresh page's empty storage, and leaves no fake
// timers, stubbed globals or spies to the next.
localStorage.clear();
sessionStorage.clear();

afterEach(() => {
  cleanup();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
