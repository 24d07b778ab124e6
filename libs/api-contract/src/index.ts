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
