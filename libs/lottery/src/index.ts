export { lotteryHome, lotteryScreens } from './lib/lottery.screens';
