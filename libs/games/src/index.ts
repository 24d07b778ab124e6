export {
  ESPORTS,
  PAGE_SIZES,
  categoryOfGameType,
  gameListFilter,
  gameListVendor,
  launchCategoryOf,
  launchPlanFor,
  lotteryPlayType,
} from './lib/game-rules';
export type { GameListFilter, LaunchPlan, LotteryPlayType } from './lib/game-rules';
export { LAUNCH_LOADING_MS, useLaunchGame } from './lib/launch/use-launch-game';
export type {
  GameLauncher,
  LaunchOutcome,
  LaunchableGame,
  LotteryLaunch,
} from './lib/launch/use-launch-game';
export { gamesScreens } from './lib/games.screens';
export { GameCard, gameIconUrl, gameNameOf } from './lib/game-card/game-card';
export type { FavouriteLabels, GameCardProps } from './lib/game-card/game-card';
export { GameList } from './lib/game-list/game-list';
export type { GameListProps } from './lib/game-list/game-list';
export { GameTiles } from './lib/game-list/game-tiles';
export type { GameTilesProps } from './lib/game-list/game-tiles';
export { useFavouritePages, useGamePages } from './lib/game-list/use-game-pages';
export type { ListPage, PagedList } from './lib/game-list/use-paged-list';
export { centreCategories, vendorTabs } from './lib/game-rules';
export type { VendorEntry } from './lib/game-rules';
export { HOME_CATEGORIES, HomeGames } from './lib/home/home-games';
export type { HomeGamesProps } from './lib/home/home-games';
