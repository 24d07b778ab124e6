import { onTestFinished, vi } from 'vitest';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** An authenticator's signed answer, as `navigator.credentials.get` resolves it. */
export const SIGNED_PASSKEY_ASSERTION = {
  id: 'Y3JlZC0x',
  rawId: bytes('cred-1'),
  type: 'public-key',
  response: {
    authenticatorData: bytes('authenticator-data'),
    clientDataJSON: bytes('{"type":"webauthn.get"}'),
    signature: bytes('signature'),
    userHandle: bytes('member:1'),
  },
  getClientExtensionResults: () => ({}),
  authenticatorAttachment: 'platform',
};

/**
 * Makes the test environment a browser with WebAuthn whose authenticator answers as `get` says
 * (jsdom has none). Answers the stubbed `navigator.credentials`; the environment's own comes back
 * when the test ends.
 */
export function passkeyBrowser(get: () => Promise<unknown>) {
  const credentials = { get: vi.fn(get), create: vi.fn() };
  // WebAuthn's presence is what the browser check looks for; the class itself is never called.
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: credentials });
  onTestFinished(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
  });
  return credentials;
}
