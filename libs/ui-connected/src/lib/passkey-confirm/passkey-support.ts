// Whether passkeys can be used here: a browser with WebAuthn, outside the native wrapper (whose
// web view may lack it or hand it to the wrong app). Everywhere else the password path stays.
import { inNativeWrapper } from '@mweb/api-client/leaving';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

export type PasskeySupport = 'supported' | 'nativeWrapper' | 'unsupported';

export function passkeySupport(): PasskeySupport {
  if (inNativeWrapper()) return 'nativeWrapper';
  return browserSupportsWebAuthn() ? 'supported' : 'unsupported';
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
