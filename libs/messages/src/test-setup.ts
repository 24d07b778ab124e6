import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The screens await real work (MSW answers, dictionaries) on a shared, loaded machine: a `findBy…`
// waits this long, not the library's one second.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
