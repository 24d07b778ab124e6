// The session: who is logged in, the member-type rules, the device id and remembered credentials.
export {
  getsContractPrompts,
  isAgent,
  isTrial,
  seesAnnouncementsTab,
} from '@mweb/api-contract/client';
export {
  selectIsLoggedIn,
  selectIsRealMember,
  selectIsTrial,
  selectMemberType,
  selectSession,
  selectUserName,
  sessionCleared,
  sessionExpired,
  sessionStarted,
} from './lib/session/session.slice';
export { loginDeviceId, randomUuid } from './lib/device/device-id';
export { recallCredentials, rememberCredentials } from './lib/device/credentials';
export type { Credentials } from './lib/device/credentials';
export { forgetCredentials, rememberedName } from './lib/device/remembered-login';
export { loadCredentials } from './lib/device/load-credentials';
