export { authNamespace } from './lib/namespace';
export {
  DEFAULT_SMS_COUNTDOWN_SECONDS,
  MOBILE_MAX_LENGTH,
  mobileForGateway,
  smsCountdownSeconds,
} from './lib/mobile-number';
