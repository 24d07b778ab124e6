// The zod-free part of the contract, for the client's bundle: the route table, error codes,
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
export type { GatewayRoute } from './lib/route';
export { storageAreas, storageGuards } from './lib/storage-guards';
export type { StorageGuard } from './lib/storage-guards';
export type { StorageArea } from './lib/storage-areas';
