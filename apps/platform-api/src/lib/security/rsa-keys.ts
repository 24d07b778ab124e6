import { generateKeyPairSync } from 'node:crypto';

/** The gateway's RSA key as the cipher functions take it: modulus and private exponent in hex. */
export interface RsaKeyPair {
  modulusHex: string;
  privateExponentHex: string;
}

function hexFromBase64Url(value: string | undefined): string {
  if (!value) throw new Error('The generated RSA key lacks a component.');
  return Buffer.from(value, 'base64url').toString('hex');
}

/** A fresh 1024-bit key with e = 65537, the size and exponent the gateway's clients expect. */
export function generateRsaKeyPair(): RsaKeyPair {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 65_537,
  });
  const jwk = privateKey.export({ format: 'jwk' });
  return { modulusHex: hexFromBase64Url(jwk.n), privateExponentHex: hexFromBase64Url(jwk.d) };
}
