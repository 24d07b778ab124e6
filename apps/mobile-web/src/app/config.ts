import type { LanguageOffers } from '@mweb/api-client/site';
import { HEADER_LANGUAGES, LOGIN_LANGUAGES, MEMBER_LANGUAGES, languageList } from '@mweb/i18n';

/** The operator's brand and merchant, set per deployment at build time. */
export const BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME || 'mweb';
export const MERCHANT_CODE: string = import.meta.env.VITE_MERCHANT_CODE || 'demo';
/** The operator's external hosts the URL policy trusts besides the platform's and the game CDNs. */
export const TRUSTED_HOSTS: readonly string[] = (import.meta.env.VITE_TRUSTED_HOSTS ?? '').split(
  ',',
);

/**
 * The languages the brand offers, by screen (codes separated by commas): the login picker's and
 * the header switch's (SPEC.md section 1's CN, EN, TH, VI and EN, UR unless named), and the
 * member centre's, every language unless the brand enables fewer.
 */
export const LANGUAGE_OFFERS: LanguageOffers = {
  login: languageList(import.meta.env.VITE_LOGIN_LANGUAGES, LOGIN_LANGUAGES),
  header: languageList(import.meta.env.VITE_HEADER_LANGUAGES, HEADER_LANGUAGES),
  member: languageList(import.meta.env.VITE_LANGUAGES, MEMBER_LANGUAGES),
};
