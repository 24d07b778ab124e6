export {
  categoryOfGameType,
  gameListVendor,
  launchPlanFor,
  lotteryPlayType,
} from './lib/game-rules';
export type { LaunchPlan, LotteryPlayType } from './lib/game-rules';
