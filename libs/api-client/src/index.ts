export {
  DEFAULT_MEMBER_TYPE,
  getsContractPrompts,
  isRealMember,
  isTrial,
  memberTypeOf,
} from './lib/member-type';
export { SystemStatus, systemStatusOf } from './lib/system-status';
export type { SystemStatusCode } from './lib/system-status';
