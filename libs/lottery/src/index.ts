export { lotteryHome, lotteryLane, lotteryScreens } from './lib/lottery.screens';
