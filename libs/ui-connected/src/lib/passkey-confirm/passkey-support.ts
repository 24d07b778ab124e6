// Whether passkeys can be used here: a browser with WebAuthn, outside the native wrapper (whose
// web view may lack it or hand it to the wrong app). Everywhere else the password path stays.
import { inNativeWrapper } from '@mweb/api-client/leaving';

export type PasskeySupport = 'supported' | 'nativeWrapper' | 'unsupported';

export function passkeySupport(): PasskeySupport {
  if (inNativeWrapper()) return 'nativeWrapper';
  // The library's own check (browserSupportsWebAuthn) is this test; imported from it, the check
  // would bring the ceremonies' code into every screen that only asks.
  return typeof globalThis.PublicKeyCredential === 'function' ? 'supported' : 'unsupported';
}

/** The browser's refusal or the member's cancel: the ceremony ended without an answer. */
export function isCeremonyCancelled(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'NotAllowedError' ||
      error.name === 'AbortError' ||
      ('code' in error && error.code === 'ERROR_CEREMONY_ABORTED'))
  );
}

/**
 * The browser's ceremonies (registration and sign-in), loaded when a screen offers a passkey rather
 * than with the screen: the security centre and the withdraw screen stay within their bytes, and a
 * member without passkeys never downloads them.
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');
