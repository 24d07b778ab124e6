/// <reference types="vite/client" />

/** The deployment's settings, read at build time (VITE_* variables). */
interface ImportMetaEnv {
  /** The operator's brand name, shown next to the logo. */
  readonly VITE_BRAND_NAME?: string;
  /** The operator's merchant code, sent as the `Merchant` header. */
  readonly VITE_MERCHANT_CODE?: string;
}
