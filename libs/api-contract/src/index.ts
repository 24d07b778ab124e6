export { defineCall } from './lib/call';
export type { Evidence, GatewayCall, HttpMethod } from './lib/call';
export {
  GATEWAY_ERROR_CODES,
  SESSION_EXPIRED_CODE,
  envelope,
  failureEnvelope,
  successEnvelope,
} from './lib/envelope';
export type { FailureEnvelope, GatewayErrorCode } from './lib/envelope';
export {
  customerServiceEntry,
  maintenanceInfo,
  registerFieldSetting,
  registerSettings,
  resourceEntry,
  systemStatus,
  systemStatusQuery,
  systemStatusValue,
  whitelabelNode,
} from './lib/content';
export type { SystemStatusValue, WhitelabelNode } from './lib/content';
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
