// Remembered credentials (SPEC.md section 3), per login method. The password is AES-encrypted
// under a random per-device key with a random IV; it is never stored in clear and the session
// token is never stored here. Anyone holding the unlocked device can still recover it: this keeps
// it from casual reading (a shoulder, a storage dump), as remembering a password always must.
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/aes.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/mode-ecb.js';
import type { RememberedLogin } from '@mweb/api-contract';
import { storage as defaultStorage, type TypedStorage } from '../storage/storage';
import { forgetCredentials, nameOf, type LoginMethod } from './remembered-login';

export interface Credentials {
  username: string;
  /** Empty for a method that logs in without one (by SMS code): the number alone is remembered. */
  password: string;
  countryDialingCode?: string;
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The per-device key (256 bits, Base64 under `sass`), made the first time it is needed. */
function deviceKey(storage: TypedStorage): CryptoJS.lib.WordArray {
  const stored = storage.read('sass');
  if (stored) return CryptoJS.enc.Base64.parse(stored);
  const key = CryptoJS.enc.Hex.parse(randomHex(32));
  storage.write('sass', CryptoJS.enc.Base64.stringify(key));
  return key;
}

function seal(password: string, key: CryptoJS.lib.WordArray): string {
  const ivHex = randomHex(16);
  const sealed = CryptoJS.AES.encrypt(password, key, { iv: CryptoJS.enc.Hex.parse(ivHex) });
  return `${ivHex}:${sealed.ciphertext.toString(CryptoJS.enc.Base64)}`;
}

function open(sealed: string, key: CryptoJS.lib.WordArray): string | undefined {
  const [ivHex, ciphertext] = sealed.split(':');
  if (!ivHex || !ciphertext || !/^[0-9a-f]{32}$/.test(ivHex)) return undefined;
  try {
    const params = CryptoJS.lib.CipherParams.create({
      ciphertext: CryptoJS.enc.Base64.parse(ciphertext),
    });
    const plain = CryptoJS.AES.decrypt(params, key, { iv: CryptoJS.enc.Hex.parse(ivHex) }).toString(
      CryptoJS.enc.Utf8,
    );
    return plain === '' ? undefined : plain;
  } catch {
    return undefined;
  }
}

/** Remembers a method's credentials ("remember password" ticked at a successful login). */
export function rememberCredentials(
  method: LoginMethod,
  credentials: Credentials,
  storage: TypedStorage = defaultStorage,
): void {
  const entry: RememberedLogin = {
    type: method,
    username: credentials.username,
    password: credentials.password === '' ? '' : seal(credentials.password, deviceKey(storage)),
    ...(credentials.countryDialingCode
      ? { countryDialingCode: credentials.countryDialingCode }
      : {}),
  };
  storage.write('remPass', { ...storage.read('remPass'), [method]: entry });
}

/** The credentials remembered for a method, re-applied when the member switches to it. */
export function recallCredentials(
  method: LoginMethod,
  storage: TypedStorage = defaultStorage,
): Credentials | undefined {
  const entry = storage.read('remPass')?.[method];
  if (!entry) return undefined;
  const stored = storage.read('sass');
  const password =
    entry.password === ''
      ? ''
      : stored
        ? open(entry.password, CryptoJS.enc.Base64.parse(stored))
        : undefined;
  if (password === undefined) {
    forgetCredentials(method, storage);
    return undefined;
  }
  return { ...nameOf(entry), password };
}
