export { promotionsHomeParts, promotionsHomeSections } from './lib/promotions.home';
export { promotionsScreens } from './lib/promotions.screens';
export { popupDismissKey, popupsFor, promoCountdownDeadline } from './lib/popup-rules';
export type { PopupExecution } from './lib/popup-rules';
