// The gateway cipher on an entry of its own, so that the client loads crypto-js with its first
// encrypted call or decryption (a dynamic import), never on first load.
export {
  CIPHER_KEY_ALPHABET,
  CIPHER_KEY_LENGTH,
  CipherError,
  RSA_PUBLIC_EXPONENT,
  decryptCustomerServicePath,
  desDecrypt,
  desEncrypt,
  encryptCustomerServicePath,
  modPow,
  randomCipherKey,
  rsaDecryptKey,
  rsaEncryptKey,
} from './lib/cipher';
