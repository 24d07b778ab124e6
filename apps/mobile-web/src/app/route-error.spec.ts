import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './route-error';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/m/assets/login-Ab12.js'),
    new TypeError('Importing a module script failed.'),
    new Error('error loading dynamically imported module'),
  ])('recognises %s as a screen whose code could not be downloaded', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('does not take an ordinary crash for one', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')")),
    ).toBe(false);
  });
});
