import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

describe('chromiumPath', () => {
  it("uses Debian's Chromium unless CHROME_PATH says otherwise", () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROME_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });

  it('never lets the browser phone home', () => {
    expect(CHROMIUM_ARGS).toEqual(
      expect.arrayContaining(['--disable-background-networking', '--disable-sync']),
    );
  });
});
