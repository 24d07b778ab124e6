import { getI18n } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, fallbackFor } from './create-i18n';
import { applyDocumentLanguage } from './document-language';
import { dictionaryPath, hasDictionary } from './locale-backend';

function stubElement() {
  return { lang: '', dir: '' };
}

describe('createI18n', () => {
  it('starts in English without a stored language', async () => {
    const i18n = await createI18n({ documentElement: stubElement() });
    expect(i18n.t('header.login')).toBe('Log in');
  });

  it('lets the stored language win', async () => {
    const i18n = await createI18n({ storedLanguage: 'th', documentElement: stubElement() });
    expect(i18n.t('header.login')).toBe('เข้าสู่ระบบ');
    expect(i18n.t('errors:unknown_error')).toBe('ข้อผิดพลาดที่ไม่ทราบสาเหตุ');
  });

  it('downloads only the active language of a complete dictionary', async () => {
    const i18n = await createI18n({ storedLanguage: 'VI', documentElement: stubElement() });
    expect(i18n.hasResourceBundle('VI', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('EN', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('VI', 'games')).toBe(false);
    await i18n.loadNamespaces('games');
    expect(i18n.t('games:category.FISH')).toBe('Bắn cá');
  });

  it('falls back to English key by key for a language without a complete dictionary', () => {
    const fallback = fallbackFor(() => ['EN', 'TH']);
    expect(fallback('th')).toEqual([]);
    expect(fallback('JA')).toEqual(['EN']);
    // Before the table of files has come, every language counts as complete.
    expect(fallbackFor(() => undefined)('JA')).toEqual([]);
  });

  it('binds react-i18next at once, before the dictionaries have come', async () => {
    const pending = createI18n({ storedLanguage: 'JA', documentElement: stubElement() });
    // The app's screens ask react-i18next's instance for their dictionaries during the boot.
    const bound = getI18n();
    await bound.loadNamespaces('games');
    const i18n = await pending;
    expect(bound).toBe(i18n);
    expect(i18n.t('games:category.FISH')).not.toBe('category.FISH');
  });

  it("picks plural forms by each code's own language, not by the code's letters", async () => {
    // `CN` is no BCP 47 language: read as one, it would take English's "one" and "other".
    const i18n = await createI18n({ storedLanguage: 'CN', documentElement: stubElement() });
    await i18n.loadNamespaces('safer-gambling');
    expect(i18n.t('safer-gambling:break.confirm_body', { count: 1 })).toBe(
      '从现在起1天内，您将无法登录、存款或游戏。',
    );
  });

  it('writes lang and dir to the document on every language change', async () => {
    const element = stubElement();
    const i18n = await createI18n({ storedLanguage: 'CN', documentElement: element });
    expect(element).toEqual({ lang: 'zh-Hans', dir: 'ltr' });
    await i18n.changeLanguage('UR');
    expect(element).toEqual({ lang: 'ur', dir: 'rtl' });
    expect(i18n.t('header.login')).toBe('لاگ ان');
    await i18n.changeLanguage('EN');
    expect(element).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('sets <html> by default', async () => {
    await createI18n({ storedLanguage: 'AR' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    applyDocumentLanguage('FA', document.documentElement);
    expect(document.documentElement).toHaveAttribute('lang', 'fa');
  });
});

describe('the dictionary files', () => {
  it('are found by language code, case and separators forgiven', () => {
    expect(dictionaryPath('ur', 'auth')).toBe('./locales/ur/auth.json');
    expect(dictionaryPath('KR', 'auth')).toBe('./locales/ko/auth.json');
    expect(dictionaryPath('pt_br', 'auth')).toBe('./locales/pt-br/auth.json');
  });

  it('are known by the lazily loaded table of files', async () => {
    expect(await hasDictionary('CN', 'wallet')).toBe(true);
    expect(await hasDictionary('CN', 'no-such-namespace')).toBe(false);
  });
});
