import { ROUTES } from '@mweb/api-contract/testing';
import { desDecrypt, rsaDecryptKey } from '@mweb/api-contract';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** Base64url (a JWK's numbers) to hex, in Node and in the browser alike. */
function base64UrlToHex(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return Array.from(atob(base64), (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join(
    '',
  );
}

/** A gateway's RSA key pair for tests and stories: it answers the key call and reads encrypted calls. */
export interface GatewayCipher {
  /** Answers `GET /wps/session/key/rsa` with this pair's modulus. */
  handlers: HttpHandler[];
  /** The decoded payload an encrypted call carried (its DES body, keyed by the Encryption header). */
  decrypt: (request: Request) => Promise<unknown>;
}

/**
 * Makes a fresh 1024-bit key pair with Web Crypto (so stories in the browser can use it too) and
 * the handlers that hand out its public half, the way the gateway does before an encrypted call.
 */
export async function createGatewayCipher(origin = ''): Promise<GatewayCipher> {
  // The client's cipher entry (crypto-js) loads here, in a test file's set-up, rather than inside
  // the first test's encrypted call, where loading it on a busy machine took seconds.
  await import('@mweb/api-contract/cipher');
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 1024,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const modulusHex = base64UrlToHex(jwk.n ?? '');
  const privateExponentHex = base64UrlToHex(jwk.d ?? '');
  return {
    handlers: [
      http.get(
        `${origin}${ROUTES['account.rsaKey'].path}`,
        () => new HttpResponse(modulusHex, { headers: { 'Content-Type': 'text/plain' } }),
      ),
    ],
    decrypt: async (request) => {
      const body = (await request.clone().json()) as { value: string };
      const key = rsaDecryptKey(
        request.headers.get('Encryption') ?? '',
        privateExponentHex,
        modulusHex,
      );
      return JSON.parse(desDecrypt(body.value, key)) as unknown;
    },
  };
}
