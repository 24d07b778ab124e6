export { promotionsHomeParts, promotionsHomeSections } from './lib/promotions.home';
export { promotionsScreens } from './lib/promotions.screens';
