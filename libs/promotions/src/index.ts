export { loadPromotionPopup, promotionsScreens } from './lib/promotions.screens';
export { popupDismissKey, popupsFor, promoCountdownDeadline } from './lib/popup-rules';
export type { PopupExecution } from './lib/popup-rules';
