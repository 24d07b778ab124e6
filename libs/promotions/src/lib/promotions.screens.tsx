// The screens this feature gives the app, each loaded only when first opened, all from one chunk
// (docs/architecture/screens.md).
import type { FeatureScreens, LazyScreen } from '@mweb/api-client';

const pages = () => import('./promotions-pages');

export const promotionsScreens = {
  activity: () => pages().then((module) => ({ Component: module.ActivityPage })),
  rewardCenter: () => pages().then((module) => ({ Component: module.RewardCentrePage })),
} satisfies FeatureScreens;

/**
 * The home page's promotion popup and unclaimed badge (`HomePromotions`), loaded with the
 * promotions screens' chunk from the home page's below-the-fold chunk, never with the first load.
 */
export const loadHomePromotions: LazyScreen = () =>
  pages().then((module) => ({ Component: module.HomePromotions }));
