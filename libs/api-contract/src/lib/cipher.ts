// The gateway's payload cipher (GATEWAY.md section 3), as pure functions both the client and the
// reference platform use. The scheme is weak by today's standards (textbook RSA wrapping a DES-ECB
// key); TLS protects the data on the wire, and this layer exists because the gateway demands it.
// Only the crypto-js modules the scheme needs are imported, to keep the client bundle small.
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/mode-ecb.js';
import 'crypto-js/pad-nopadding.js';
import 'crypto-js/tripledes.js';

/** The alphabet the gateway draws its 16-character keys from (61 characters, as the gateway has it). */
export const CIPHER_KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

/** Length of the per-call key; DES uses its first 8 bytes. */
export const CIPHER_KEY_LENGTH = 16;

/** The RSA public exponent the gateway uses. */
export const RSA_PUBLIC_EXPONENT = 65537n;

/** Anything that makes a cipher operation impossible: a malformed key or modulus, a wrong key, garbage. */
export class CipherError extends Error {
  override readonly name = 'CipherError';
}

const HEX = /^[0-9a-f]+$/i;

function bigIntFromHex(hex: string, what: string): bigint {
  const trimmed = hex.trim();
  if (!HEX.test(trimmed)) throw new CipherError(`${what} is not hexadecimal.`);
  return BigInt(`0x${trimmed}`);
}

/** base^exponent mod modulus by square-and-multiply; BigInt keeps it exact. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** Random integers below `bound` without modulo bias, from the platform's CSPRNG. */
function secureRandomBelow(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

/**
 * A fresh 16-character key for one encrypted call. `randomBelow` is for tests; by default keys
 * come from the Web Crypto CSPRNG.
 */
export function randomCipherKey(
  randomBelow: (bound: number) => number = secureRandomBelow,
): string {
  let key = '';
  for (let i = 0; i < CIPHER_KEY_LENGTH; i += 1) {
    key += CIPHER_KEY_ALPHABET.charAt(randomBelow(CIPHER_KEY_ALPHABET.length));
  }
  return key;
}

/** The value of the `Encryption` header: the key's ASCII bytes as a big-endian integer, ^65537 mod n. */
export function rsaEncryptKey(key: string, modulusHex: string): string {
  if (!/^[\x20-\x7e]+$/.test(key)) throw new CipherError('The cipher key must be printable ASCII.');
  const modulus = bigIntFromHex(modulusHex, 'The RSA modulus');
  if (modulus.toString(2).length < 256)
    throw new CipherError('The RSA modulus is too short to be a key.');
  const message = BigInt(
    `0x${Array.from(key, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('')}`,
  );
  if (message >= modulus)
    throw new CipherError('The cipher key does not fit under the RSA modulus.');
  const width = modulus.toString(16).length + (modulus.toString(16).length % 2);
  return modPow(message, RSA_PUBLIC_EXPONENT, modulus).toString(16).padStart(width, '0');
}

/** The platform's side of {@link rsaEncryptKey}: the key back from the header, with the private exponent. */
export function rsaDecryptKey(
  cipherHex: string,
  privateExponentHex: string,
  modulusHex: string,
): string {
  const modulus = bigIntFromHex(modulusHex, 'The RSA modulus');
  const cipher = bigIntFromHex(cipherHex, 'The Encryption header');
  if (cipher >= modulus)
    throw new CipherError('The Encryption header does not fit under the RSA modulus.');
  let hex = modPow(
    cipher,
    bigIntFromHex(privateExponentHex, 'The private exponent'),
    modulus,
  ).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const key = (hex.match(/../g) ?? [])
    .map((byte) => String.fromCharCode(Number.parseInt(byte, 16)))
    .join('');
  if (!/^[\x20-\x7e]+$/.test(key))
    throw new CipherError('The Encryption header does not hold a key.');
  return key;
}

const desOptions = () => ({ mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });

/** DES-ECB with PKCS#7 padding under the key's first 8 bytes, as Base64: the encrypted body's `value`. */
export function desEncrypt(plain: string, key: string): string {
  if (key.length < 8) throw new CipherError('A DES key needs at least 8 characters.');
  return CryptoJS.DES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), desOptions()).toString();
}

/** DES works on 8-byte blocks; PKCS#7 pads with 1 to 8 bytes, each holding the pad's length. */
const DES_BLOCK = 8;

/**
 * Reverses {@link desEncrypt}. The padding is checked byte by byte, so a wrong key or a damaged
 * text throws CipherError instead of returning garbage (as far as an unauthenticated scheme allows).
 */
export function desDecrypt(base64: string, key: string): string {
  if (key.length < 8) throw new CipherError('A DES key needs at least 8 characters.');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw new CipherError('The encrypted text is not Base64.');
  }
  const bytes = CryptoJS.DES.decrypt(base64, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.NoPadding,
  });
  const total = bytes.sigBytes;
  if (total <= 0 || total % DES_BLOCK !== 0)
    throw new CipherError('The encrypted text is not whole DES blocks.');
  const byteAt = (index: number) =>
    ((bytes.words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8)) & 0xff;
  const pad = byteAt(total - 1);
  const padIsValid =
    pad >= 1 &&
    pad <= DES_BLOCK &&
    Array.from({ length: pad }, (_, i) => byteAt(total - 1 - i)).every((b) => b === pad);
  if (!padIsValid) throw new CipherError('The text does not decrypt under this key.');
  bytes.sigBytes = total - pad;
  try {
    return bytes.toString(CryptoJS.enc.Utf8);
  } catch {
    throw new CipherError('The text does not decrypt under this key.');
  }
}

/** Length of the key that closes an encrypted customer-service path. */
const PATH_KEY_LENGTH = 8;

/** A type '3' customer-service path: the Base64 ciphertext of the URL, then its 8-character key. */
export function decryptCustomerServicePath(path: string): string {
  if (path.length <= PATH_KEY_LENGTH)
    throw new CipherError('The customer-service path is too short.');
  return desDecrypt(path.slice(0, -PATH_KEY_LENGTH), path.slice(-PATH_KEY_LENGTH));
}

/** The platform's side of {@link decryptCustomerServicePath}. */
export function encryptCustomerServicePath(url: string, key: string): string {
  if (key.length !== PATH_KEY_LENGTH)
    throw new CipherError('A customer-service path key has 8 characters.');
  return `${desEncrypt(url, key)}${key}`;
}
