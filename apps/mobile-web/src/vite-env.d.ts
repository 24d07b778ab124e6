/// <reference types="vite/client" />

/** The deployment's settings, read at build time (VITE_* variables). */
interface ImportMetaEnv {
  /** The operator's brand name, shown next to the logo. */
  readonly VITE_BRAND_NAME?: string;
  /** The operator's merchant code, sent as the `Merchant` header. */
  readonly VITE_MERCHANT_CODE?: string;
  /**
   * Hosts besides the platform's that the app may go to without asking (chat, lottery and other
   * external services of the operator), separated by commas.
   */
  readonly VITE_TRUSTED_HOSTS?: string;
  /** The login picker's languages, codes separated by commas (CN,EN,TH,VI when unset). */
  readonly VITE_LOGIN_LANGUAGES?: string;
  /** The header switch's languages (EN,UR when unset; it steps through them in turn). */
  readonly VITE_HEADER_LANGUAGES?: string;
  /** The languages the brand enables, which the member centre offers (all of them when unset). */
  readonly VITE_LANGUAGES?: string;
}
