// Leaving the app: the one URL policy, the confirmation and refusal state, the native bridge.
export { judgeUrl, urlPolicyOf } from './lib/leaving/url-policy';
export {
  leaveConfirmationSettled,
  leaveRefusalShown,
  selectLeaveConfirmation,
  selectLeaveRefusal,
} from './lib/leaving/leaving.slice';
export { browserOpeners, useLeaveApp } from './lib/leaving/use-leave-app';
export { useTrustedImageUrl } from './lib/leaving/use-image-url';
export { inNativeWrapper, postToWrapper } from './lib/leaving/native-bridge';
export type { BridgeHost, NativeCommand } from './lib/leaving/native-bridge';
export type { UrlOpeners } from './lib/leaving/use-leave-app';
