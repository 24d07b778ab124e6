import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOGIN_LANGUAGES,
  MEMBER_LANGUAGES,
  dictionaryFolder,
  isRtl,
  languageList,
  languageOf,
  normaliseLanguage,
} from './languages';

describe('the language list', () => {
  it('holds the thirty codes of the spec, each once', () => {
    const codes = LANGUAGES.map((language) => language.code);
    expect(codes).toHaveLength(30);
    expect(new Set(codes).size).toBe(30);
  });

  it('defaults to English and offers CN, EN, TH and VI at login', () => {
    expect(DEFAULT_LANGUAGE).toBe('EN');
    expect(LOGIN_LANGUAGES).toEqual(['CN', 'EN', 'TH', 'VI']);
  });

  it('writes UR, AR and FA right to left, and nothing else', () => {
    const rtl = LANGUAGES.filter((language) => isRtl(language.code)).map(
      (language) => language.code,
    );
    expect(rtl).toEqual(['UR', 'AR', 'FA']);
  });

  it('gives each language a BCP 47 tag for <html lang>', () => {
    expect(languageOf('CN').tag).toBe('zh-Hans');
    expect(languageOf('UR-LA').tag).toBe('ur-Latn');
  });
});

describe("a brand's languages", () => {
  it('offers every language once in the member centre by default, KR being KO', () => {
    expect(MEMBER_LANGUAGES).toHaveLength(29);
    expect(MEMBER_LANGUAGES).toContain('KO');
    expect(MEMBER_LANGUAGES).not.toContain('KR');
    expect(dictionaryFolder('KR')).toBe(dictionaryFolder('KO'));
  });

  it('reads a configured list in its order, each code once, dropping unknown codes', () => {
    expect(languageList('ja, pt_br,EN,xx,JA', LOGIN_LANGUAGES)).toEqual(['JA', 'PT-BR', 'EN']);
  });

  it.each([undefined, '', ' , ', 'klingon'])('keeps the default for %j', (raw) => {
    expect(languageList(raw, LOGIN_LANGUAGES)).toBe(LOGIN_LANGUAGES);
  });
});

describe('normaliseLanguage', () => {
  it.each([
    ['vi', 'VI'],
    [' th ', 'TH'],
    ['pt_br', 'PT-BR'],
    ['UR-LA', 'UR-LA'],
  ])('reads %j as %s', (raw, code) => {
    expect(normaliseLanguage(raw)).toBe(code);
  });

  it.each(['xx', '', null, 42, '{"code":"CN"}'])('falls back to English for %j', (raw) => {
    expect(normaliseLanguage(raw)).toBe('EN');
  });
});
