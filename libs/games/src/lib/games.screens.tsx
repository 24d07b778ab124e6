// The screens this feature gives the app, each loaded only when first opened, all from one chunk:
// each `import()` a first-load module holds costs bytes there (its preload list), and the
// screens share most of their code anyway.
import type { FeatureScreens } from '@mweb/api-client';

const pages = () => import('./games-pages');

export const gamesScreens = {
  game: () => pages().then((module) => ({ Component: module.GameCentrePage })),
  slotsCenter: () => pages().then((module) => ({ Component: module.SlotsCentrePage })),
  gameList: () => pages().then((module) => ({ Component: module.GameListPage })),
  launchGame: () => pages().then((module) => ({ Component: module.LotteryLaunchPage })),
  startLottery: () => pages().then((module) => ({ Component: module.LotteryLaunchPage })),
} satisfies FeatureScreens;
