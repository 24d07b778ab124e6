// The screens this feature gives the app, each loaded only when first opened.
import type { FeatureScreens } from '@mweb/api-client';

export const gamesScreens = {
  game: () =>
    import('./game-centre/game-centre-page').then((module) => ({
      Component: module.GameCentrePage,
    })),
  slotsCenter: () =>
    import('./game-centre/game-centre-page').then((module) => ({
      Component: module.SlotsCentrePage,
    })),
  gameList: () =>
    import('./game-list/game-list-page').then((module) => ({ Component: module.GameListPage })),
} satisfies FeatureScreens;
