// The public API: the call shape, the envelope, the cipher, storage shapes, shared entities, and
// one namespace per domain (`games.gameList`, `account.login`, ...) with ALL_CALLS over them all.
export { defineCall } from './lib/call';
export type { BodyEncoding, Evidence, GatewayCall, HttpMethod } from './lib/call';
export {
  AMOUNT_INVALID_CODE,
  GATEWAY_ERROR_CODES,
  OWN_ERROR_CODES,
  SESSION_EXPIRED_CODE,
  envelope,
  failureEnvelope,
  successEnvelope,
} from './lib/envelope';
export type { FailureEnvelope, GatewayErrorCode } from './lib/envelope';
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
export {
  amount,
  announcement,
  game,
  isoTime,
  lotteryGame,
  memberType,
  nothing,
  page,
  pageQuery,
  queryInt,
  sessionValue,
} from './lib/common';
export type { Announcement, Game, LotteryGame, SessionValue } from './lib/common';
export {
  customerServiceEntry,
  maintenanceInfo,
  registerFieldSetting,
  registerSettings,
  resourceEntry,
  systemStatus,
  systemStatusQuery,
  systemStatusValue,
  WHITELABEL_FLAGS,
  whitelabelNode,
} from './lib/content';
export type { HelpArticle, Promotion, SystemStatusValue, WhitelabelNode } from './lib/content';
export type { Winner, WinnerBoardValue } from './lib/content';
export type { Country, LoginBody, MemberInfo, RegisterBody } from './lib/account';
export type { Balance, BankCard, DepositChannel, DepositOrder, WithdrawOrder } from './lib/wallet';
export type { InboxMessage } from './lib/messages';
export type { Order } from './lib/records';
export type { GameListQuery } from './lib/games';
export { rememberedLogin, sessionInfo, storageShapes } from './lib/storage-shapes';
export type { RememberedLogin, SessionInfo, StorageKey, StoredValue } from './lib/storage-shapes';
export {
  DEFAULT_MEMBER_TYPE,
  getsContractPrompts,
  isAgent,
  isRealMember,
  isTrial,
  memberTypeOf,
  seesAnnouncementsTab,
} from './lib/member-type';
export { ALL_CALLS, DOMAINS, callById } from './lib/all-calls';
export type { AnyCall, CallId, CallOf } from './lib/all-calls';
export * as account from './lib/account';
export * as content from './lib/content';
export * as contracts from './lib/contracts';
export * as games from './lib/games';
export * as lottery from './lib/lottery';
export * as messages from './lib/messages';
export * as records from './lib/records';
export * as security from './lib/security';
export * as wallet from './lib/wallet';
export { routeOf, wireFlagsOf, wireRoute } from './lib/route';
export type { GatewayRoute, WireFlags } from './lib/route';
export { ROUTES } from './lib/routes.generated';
export type { RouteId } from './lib/routes.generated';
export {
  IMAGE_SNIFF_BYTES,
  MAX_PROMOTION_IMAGE_BYTES,
  MAX_PROMOTION_IMAGES,
  PROMOTION_IMAGE_FIELD,
  sniffImageType,
} from './lib/upload-limits';
export type { PromotionImageType } from './lib/upload-limits';
