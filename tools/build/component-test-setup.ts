// The set-up of every component test (the libs' and the app's jsdom suites): DOM matchers, a
// clean document after each test, and the time-outs a loaded machine needs, stated once here.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * How long a `findBy…`/`waitFor` waits for the screen to show what a test expects. On a quiet
 * machine it answers in milliseconds; on a 2-core CI machine running several suites at once the
 * same render, RSA encryption and dictionary load take seconds, and Testing Library's 1 s default
 * failed tests that were right. A test that waits for something that never comes still fails.
 */
export const SCREEN_WAIT_MS = 10_000;

configure({ asyncUtilTimeout: SCREEN_WAIT_MS });

afterEach(() => {
  cleanup();
});
