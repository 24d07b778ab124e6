// The session: who is logged in, the member-type rules, the device id and remembered credentials.
export {
  DEFAULT_MEMBER_TYPE,
  getsContractPrompts,
  isAgent,
  isRealMember,
  isTrial,
  memberTypeOf,
  seesAnnouncementsTab,
} from '@mweb/api-contract/client';
export {
  emptySession,
  selectIsLoggedIn,
  selectIsRealMember,
  selectIsTrial,
  selectMemberType,
  selectSession,
  selectToken,
  selectUserName,
  sessionCleared,
  sessionExpired,
  sessionSlice,
  sessionStarted,
} from './lib/session/session.slice';
export type { SessionState } from './lib/session/session.slice';
export { loginDeviceId, randomUuid } from './lib/device/device-id';
export { recallCredentials, rememberCredentials } from './lib/device/credentials';
export type { Credentials } from './lib/device/credentials';
export { forgetCredentials, rememberedName } from './lib/device/remembered-login';
export { loadCredentials } from './lib/device/load-credentials';
export type { LoginMethod, RememberedName } from './lib/device/remembered-login';
