import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('dates', () => {
  const instant = '2026-11-20T08:00:00.000Z';

  it("writes a date in the player's language, through its BCP 47 tag", () => {
    expect(formatDate(instant, 'EN')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(instant)),
    );
    // CN is no language as a locale, and KR is Kanuri: their dates are Chinese and Korean.
    expect(formatDate(instant, 'CN')).toBe(
      new Intl.DateTimeFormat('zh-Hans', { dateStyle: 'medium' }).format(new Date(instant)),
    );
    expect(formatDate(instant, 'KR')).toBe(formatDate(instant, 'KO'));
    expect(formatDate(instant, 'KR')).toMatch(/2026\.\s*11\.\s*2[01]\./);
  });

  it('adds the time when asked, and takes dates, times and numbers alike', () => {
    const withTime = formatDate(new Date(instant), 'EN', { withTime: true });
    expect(withTime).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(instant),
      ),
    );
    expect(formatDate(Date.parse(instant), 'EN', { withTime: true })).toBe(withTime);
  });

  it('shows -- for a value that is no date, and English for a language it does not know', () => {
    expect(formatDate('yesterday-ish', 'EN')).toBe('--');
    expect(formatDate(Number.NaN, 'TH')).toBe('--');
    expect(formatDate(instant, 'XX')).toBe(formatDate(instant, 'EN'));
  });
});
