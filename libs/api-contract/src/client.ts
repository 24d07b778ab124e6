// The zod-free part of the contract, for the client's bundle: the route tables, error codes,
// member-type rules and storage checks. The client imports values only from here (lint enforces
// it) and takes request and response types from the main entry as types, so zod reaches a
// browser only where a screen validates an answer on purpose.
export { GATEWAY_ERROR_CODES, SESSION_EXPIRED_CODE } from './lib/error-codes';
export type { GatewayErrorCode } from './lib/error-codes';
export {
  DEFAULT_MEMBER_TYPE,
  getsContractPrompts,
  isAgent,
  isRealMember,
  isTrial,
  memberTypeOf,
  seesAnnouncementsTab,
} from './lib/member-type';
export { ROUTES } from './lib/routes.generated';
export type { RouteId } from './lib/routes.generated';
// One table per domain: an endpoint file imports its own, so the first load holds only the
// routes of the domains it declares endpoints of.
export { ACCOUNT_ROUTES } from './lib/routes/account.generated';
export { CONTENT_ROUTES } from './lib/routes/content.generated';
export { CONTRACTS_ROUTES } from './lib/routes/contracts.generated';
export { GAMES_ROUTES } from './lib/routes/games.generated';
export { LOTTERY_ROUTES } from './lib/routes/lottery.generated';
export { MESSAGES_ROUTES } from './lib/routes/messages.generated';
export { RECORDS_ROUTES } from './lib/routes/records.generated';
export { SECURITY_ROUTES } from './lib/routes/security.generated';
export { WALLET_ROUTES } from './lib/routes/wallet.generated';
export type { GatewayRoute } from './lib/route';
export { storageAreas, storageGuards } from './lib/storage-guards';
export type { StorageGuard } from './lib/storage-guards';
export type { StorageArea } from './lib/storage-areas';
export {
  IMAGE_SNIFF_BYTES,
  MAX_PROMOTION_IMAGE_BYTES,
  MAX_PROMOTION_IMAGES,
  PROMOTION_IMAGE_FIELD,
  sniffImageType,
} from './lib/upload-limits';
export type { PromotionImageType } from './lib/upload-limits';
