// The screens this feature gives the app, each loaded only when first opened, all from one chunk
// (docs/architecture/screens.md).
import type { FeatureScreens } from '@mweb/api-client';

const pages = () => import('./lottery-pages');

export const lotteryScreens = {
  lottery: () => pages().then((module) => ({ Component: module.LotteryPage })),
  lottoH5: () => pages().then((module) => ({ Component: module.LotteryEmbedPage })),
} satisfies FeatureScreens;

/**
 * The home page's lottery sections, from the same chunk as the screens: the home page and
 * /m/lottery share the menu, the rows and the ticker, and one chunk holds them once.
 */
export const lotteryHome = () => pages().then((module) => ({ default: module.HomeLottery }));
