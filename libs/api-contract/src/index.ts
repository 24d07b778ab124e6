// The public API, for the reference platform and the client's types: one namespace per domain
// (`games.gameList`, `account.login`, ...), the envelope, the platform's half of the cipher,
// and the entity types. Tests sweep every call through `./testing`.
export type { GatewayCall } from './lib/call';
export { AMOUNT_INVALID_CODE, successEnvelope } from './lib/envelope';
export { CipherError, desDecrypt, encryptCustomerServicePath, rsaDecryptKey } from './lib/cipher';
export type { Announcement, Game, LotteryGame, SessionValue } from './lib/common';
export { registerFieldSetting, registerSettings } from './lib/content';
export type { HelpArticle, Promotion, SystemStatusValue, WhitelabelNode } from './lib/content';
export type { Winner, WinnerBoardValue } from './lib/content';
export type { Country, LoginChallenge, MemberInfo, RegisterBody } from './lib/account';
export type { Balance, BankCard, DepositChannel, DepositOrder, WithdrawOrder } from './lib/wallet';
export type { InboxMessage } from './lib/messages';
export type { Order } from './lib/records';
export type { RememberedLogin, SessionInfo, StorageKey, StoredValue } from './lib/storage-shapes';
export { isAgent, isRealMember } from './lib/member-type';
export type { CallId, CallOf } from './lib/all-calls';
export * as account from './lib/account';
export * as content from './lib/content';
export * as contracts from './lib/contracts';
export * as games from './lib/games';
export * as lottery from './lib/lottery';
export * as messages from './lib/messages';
export * as records from './lib/records';
export * as safer from './lib/safer';
export type { SaferGamblingConfig, SaferRefusal, SaferStatusValue } from './lib/safer';
export * as security from './lib/security';
export * as wallet from './lib/wallet';
export type { GatewayRoute } from './lib/route';
export {
  IMAGE_SNIFF_BYTES,
  MAX_AVATAR_BYTES,
  MAX_PROMOTION_IMAGE_BYTES,
  MAX_PROMOTION_IMAGES,
  PROMOTION_IMAGE_FIELD,
  sniffImageType,
} from './lib/upload-limits';
export type { PromotionImageType } from './lib/upload-limits';
