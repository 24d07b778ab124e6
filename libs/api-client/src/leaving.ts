// Leaving the app: the one URL policy, the confirmation and refusal state, the native bridge.
export { hostOf, hostsOf, judgeUrl, urlPolicyOf } from './lib/leaving/url-policy';
export type { UrlPolicy, UrlPurpose, UrlRefusal, UrlVerdict } from './lib/leaving/url-policy';
export {
  leaveConfirmationRequested,
  leaveConfirmationSettled,
  leaveRefusalShown,
  leaveRefused,
  leavingSlice,
  selectLeaveConfirmation,
  selectLeaveRefusal,
} from './lib/leaving/leaving.slice';
export type {
  LeaveConfirmation,
  LeaveRefusalReason,
  LeavingState,
} from './lib/leaving/leaving.slice';
export { browserOpeners, useLeaveApp } from './lib/leaving/use-leave-app';
export { inNativeWrapper, postToWrapper } from './lib/leaving/native-bridge';
export type { BridgeHost, NativeCommand, NativeMessage } from './lib/leaving/native-bridge';
export type { LeaveApp, UrlOpeners } from './lib/leaving/use-leave-app';
