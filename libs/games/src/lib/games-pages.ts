// Every screen of this feature, behind one dynamic import.
export { GameCentrePage, SlotsCentrePage } from './game-centre/game-centre-page';
export { GameListPage } from './game-list/game-list-page';
export { LotteryLaunchPage } from './lottery-launch/lottery-launch-page';
