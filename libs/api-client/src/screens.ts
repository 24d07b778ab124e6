// Screens and links: the route table's names and paths, links by name, the back target, access.
export { BASENAME, SCREEN_NAMES, SCREEN_PATHS, screenPath } from './lib/screens/screens';
export type { LazyScreen, ScreenName, ScreenQuery } from './lib/screens/screens';
export { defineScreen } from './lib/screens/screen-record';
export type { ScreenRecord } from './lib/screens/screen-record';
export type {
  HomeComponent,
  HomeLoad,
  HomePartRecord,
  HomeSectionProps,
  HomeSectionRecord,
  HomeSectionTiming,
  HomeSlotName,
} from './lib/screens/home-section-record';
export { gamePart, provideGameParts } from './lib/screens/game-parts';
export type { GameParts, LotteryLaneProps } from './lib/screens/game-parts';
export { ScreenLink, useScreenPath, useScreenPaths } from './lib/screens/screen-link';
export {
  REFUSAL_KEYS,
  REFUSAL_NOTICE_MS,
  accessRefusalShown,
  selectAccessRefusal,
} from './lib/access/access';
export { useAccess, useAccessVerdict } from './lib/access/use-access';
export { hasAppHistory, useBack } from './lib/screens/use-back';
