export { promotionsNamespace } from './lib/namespace';
export { popupDismissKey, popupsFor, promoCountdownDeadline } from './lib/popup-rules';
export type { PopupExecution } from './lib/popup-rules';
