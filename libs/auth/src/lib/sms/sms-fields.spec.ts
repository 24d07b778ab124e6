import { describe, expect, it } from 'vitest';
import { defaultDialingCode } from './sms-fields';

const countries = [
  { code: 'BD', name: 'Bangladesh', dialingCode: '880' },
  { code: 'TH', name: 'Thailand', dialingCode: '66' },
  { code: 'US', name: 'United States', dialingCode: '1' },
  { code: 'VN', name: 'Vietnam', dialingCode: '+84' },
];

describe('the default dialing code', () => {
  it('is the country of the language the player chose in the app', () => {
    expect(defaultDialingCode(countries, 'vi', ['en-US'])).toBe('84');
    expect(defaultDialingCode(countries, 'th', [])).toBe('66');
  });

  it('is the browser’s country when the app speaks English, not the first alphabetically', () => {
    expect(defaultDialingCode(countries, 'en', ['th-TH', 'en-US'])).toBe('66');
    expect(defaultDialingCode(countries, 'en', ['en-US'])).toBe('1');
  });

  it('falls back to the server’s first country, and to nothing without countries', () => {
    expect(defaultDialingCode(countries, 'en', ['fr-FR', 'not a tag'])).toBe('880');
    expect(defaultDialingCode([], 'vi', ['vi-VN'])).toBe('');
  });
});
