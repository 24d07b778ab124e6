export {
  categoryOfGameType,
  gameListVendor,
  launchPlanFor,
  lotteryPlayType,
} from './lib/game-rules';
export type { LaunchPlan, LotteryPlayType } from './lib/game-rules';
export { LAUNCH_LOADING_MS, useLaunchGame } from './lib/launch/use-launch-game';
export type { GameLauncher, LaunchOutcome, LaunchableGame } from './lib/launch/use-launch-game';
