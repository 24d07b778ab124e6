export {
  DEFAULT_SMS_COUNTDOWN_SECONDS,
  MOBILE_MAX_LENGTH,
  mobileForGateway,
  smsCountdownSeconds,
} from './lib/mobile-number';
export { authScreens, loadLogoutDialog } from './lib/auth.screens';
export type { LogoutDialogProps } from './lib/logout/logout-dialog';
export { PhoneVerificationProviderScope } from './lib/phone-verification/phone-verification';
export type {
  PhoneVerificationProvider,
  ProviderSignIn,
  SocialProvider,
} from './lib/phone-verification/phone-verification';
export { AgreementView, agreementSection } from './lib/agreement/agreement-view';
