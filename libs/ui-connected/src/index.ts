export { QueryState } from './lib/query-state/query-state';
export { ListPager } from './lib/list-pager/list-pager';
export { useFavourites } from './lib/favourites/use-favourites';
export { useSaferRefusalText } from './lib/safer-refusal/use-safer-refusal-text';
export { LimitPrompt } from './lib/limit-prompt/limit-prompt';
export { SaferHelp } from './lib/safer-help/safer-help';
export {
  isCeremonyCancelled,
  loadWebAuthn,
  passkeySupport,
  type PasskeySupport,
} from './lib/passkey-confirm/passkey-support';
export { usePasskeyConfirm, type PasskeyAnswer } from './lib/passkey-confirm/use-passkey-confirm';
export { PaymentPasswordInput } from './lib/payment-password/payment-password-input';
export { useBankCardBind } from './lib/bank-card/use-bank-card-bind';
export { usePaymentPasswordForm } from './lib/payment-password/use-payment-password-form';
