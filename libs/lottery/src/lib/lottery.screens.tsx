// The screens this feature gives the app, each loaded only when first opened, all from one chunk
// (docs/architecture/screens.md).
import type { FeatureScreens } from '@mweb/api-client';

const pages = () => import('./lottery-pages');

export const lotteryScreens = {
  lottery: () => pages().then((module) => ({ Component: module.LotteryPage })),
  lottoH5: () => pages().then((module) => ({ Component: module.LotteryEmbedPage })),
} satisfies FeatureScreens;
