export { popupDismissKey, popupsFor, promoCountdownDeadline } from './lib/popup-rules';
export type { PopupExecution } from './lib/popup-rules';
