export { loadHomePromotions, promotionsScreens } from './lib/promotions.screens';
export { REWARD_BADGE_SLOT } from './lib/popup/badge-slot';
export { popupDismissKey, popupsFor, promoCountdownDeadline } from './lib/popup-rules';
export type { PopupExecution } from './lib/popup-rules';
