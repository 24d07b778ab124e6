// The zod-free part of the contract, for the client's bundle: every call's route, error codes,
// member-type rules and storage checks. The client imports values only from here (lint enforces
// it) and takes request and response types from the main entry as types, so zod reaches a
// browser only where a screen validates an answer on purpose.
export { SESSION_EXPIRED_CODE } from './lib/error-codes';
export {
  DEFAULT_MEMBER_TYPE,
  getsContractPrompts,
  isAgent,
  isRealMember,
  isTrial,
  memberTypeOf,
  seesAnnouncementsTab,
} from './lib/member-type';
// Each call's route by name (ACCOUNT_LOGIN): an
// endpoint file imports the routes it sends, so the first load holds only those.
export * from './lib/routes/account.generated';
export * from './lib/routes/content.generated';
export * from './lib/routes/contracts.generated';
export * from './lib/routes/games.generated';
export * from './lib/routes/lottery.generated';
export * from './lib/routes/messages.generated';
export * from './lib/routes/records.generated';
export * from './lib/routes/safer.generated';
export * from './lib/routes/security.generated';
export * from './lib/routes/wallet.generated';
export type { GatewayRoute } from './lib/route';
// The safer-gambling choices a screen offers, as the platform checks them.
export { DEPOSIT_LIMIT_PERIODS, MAX_BREAK_DAYS, SELF_EXCLUSION_TERMS } from './lib/safer-rules';
export type { DepositLimitPeriod, SelfExclusionTerm } from './lib/safer-rules';
export { storageAreas, storageGuards } from './lib/storage-guards';
export {
  IMAGE_SNIFF_BYTES,
  MAX_AVATAR_BYTES,
  MAX_PROMOTION_IMAGE_BYTES,
  MAX_PROMOTION_IMAGES,
  PROMOTION_IMAGE_FIELD,
  sniffImageType,
} from './lib/upload-limits';
