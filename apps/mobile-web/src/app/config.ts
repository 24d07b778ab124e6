/** The operator's brand and merchant, set per deployment at build time. */
export const BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME || 'mweb';
export const MERCHANT_CODE: string = import.meta.env.VITE_MERCHANT_CODE || 'demo';
/** The operator's external hosts the URL policy trusts besides the platform's and the game CDNs. */
export const TRUSTED_HOSTS: readonly string[] = (import.meta.env.VITE_TRUSTED_HOSTS ?? '').split(
  ',',
);
