import { describe, expect, it } from 'vitest';
import { SystemStatus, systemStatusOf } from './system-status';

describe('systemStatusOf', () => {
  it('is normal with neither gate on', () => {
    expect(
      systemStatusOf({ maintenance: { enabled: false }, regionRestriction: { enabled: false } }),
    ).toBe(SystemStatus.Normal);
  });

  it('is maintenance when maintenance is on, even with a region restriction', () => {
    expect(
      systemStatusOf({ maintenance: { enabled: true }, regionRestriction: { enabled: true } }),
    ).toBe(1);
    expect(
      systemStatusOf({ maintenance: { enabled: true }, regionRestriction: { enabled: false } }),
    ).toBe(1);
  });

  it('is region-restricted when only the region restriction is on', () => {
    expect(
      systemStatusOf({ maintenance: { enabled: false }, regionRestriction: { enabled: true } }),
    ).toBe(2);
  });
});
