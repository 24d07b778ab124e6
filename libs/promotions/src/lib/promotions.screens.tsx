// The screens this feature gives the app, each loaded only when first opened, all from one chunk
// (docs/architecture/screens.md).
import type { FeatureScreens } from '@mweb/api-client';

const pages = () => import('./promotions-pages');

export const promotionsScreens = {
  activity: () => pages().then((module) => ({ Component: module.ActivityPage })),
  rewardCenter: () => pages().then((module) => ({ Component: module.RewardCentrePage })),
} satisfies FeatureScreens;
