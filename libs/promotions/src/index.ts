export { loadHomePromotions } from './lib/popup/load-home-promotions';
export { promotionsScreens } from './lib/promotions.screens';
export { REWARD_BADGE_SLOT } from './lib/popup/badge-slot';
export { APP_DOWNLOAD_GIFT_SLOT } from './lib/app-download/gift-slot';
