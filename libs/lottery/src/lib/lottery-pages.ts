// Every screen of this feature, behind one dynamic import.
export { LotteryLane, LotteryPage } from './lottery-menu/lottery-page';
export { LotteryEmbedPage } from './embed/lottery-embed-page';
export { HomeLottery } from './home/home-lottery';
