/**
 * How long a test waits for the screen, or a store, to show what it expects: `findBy…`,
 * `waitFor` and `expect.poll`. On a quiet machine it answers in milliseconds; on a 2-core CI
 * machine running several suites at once the same render, RSA encryption and dictionary load take
 * seconds, and the libraries' 1 s defaults failed tests that were right. A test that waits for
 * something that never comes still fails.
 */
export const SCREEN_WAIT_MS = 10_000;
