import { describe, expect, it } from 'vitest';
import { mobileForGateway, smsCountdownSeconds } from './mobile-number';

describe('mobileForGateway', () => {
  it('strips exactly one leading zero', () => {
    expect(mobileForGateway('0912345678')).toBe('912345678');
    expect(mobileForGateway('00912')).toBe('0912');
    expect(mobileForGateway('912345678')).toBe('912345678');
  });

  it('drops the spaces and dashes people type', () => {
    expect(mobileForGateway('091 234-5678')).toBe('912345678');
  });
});

describe('smsCountdownSeconds', () => {
  it('is the expiry in minutes times sixty', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds('2')).toBe(120);
  });

  it.each([undefined, null, 0, -1, 'soon', Number.NaN])('falls back to 60 s for %j', (raw) => {
    expect(smsCountdownSeconds(raw)).toBe(60);
  });
});
