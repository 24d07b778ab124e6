import { describe, expect, it, vi } from 'vitest';
import { chunkFailureOf, isChunkLoadError } from './route-error';

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

describe('chunkFailureOf', () => {
  const failed = new TypeError(
    'Failed to fetch dynamically imported module: https://x.example/m/assets/login-Ab12.js',
  );
  const answering = (status: number) => () => Promise.resolve(new Response(null, { status }));

  it('says offline while the browser is offline, without asking the network', async () => {
    const probe = vi.fn(answering(404));
    expect(await chunkFailureOf(failed, false, probe)).toBe('offline');
    expect(probe).not.toHaveBeenCalled();
  });

  it('says a new release is there only when the server answers that the file is gone', async () => {
    const probe = vi.fn(answering(404));
    expect(await chunkFailureOf(failed, true, probe)).toBe('update');
    expect(probe).toHaveBeenCalledWith('https://x.example/m/assets/login-Ab12.js');
  });

  it('says offline when the file cannot be reached or is still there', async () => {
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await chunkFailureOf(failed, true, unreachable)).toBe('offline');
    expect(await chunkFailureOf(failed, true, answering(200))).toBe('offline');
  });
});
