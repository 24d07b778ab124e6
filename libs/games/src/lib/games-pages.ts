// Every screen of this feature and the home page's games, behind one dynamic import.
export { GameCentrePage, SlotsCentrePage } from './game-centre/game-centre-page';
export { GameListPage } from './game-list/game-list-page';
export { HomeGames } from './home/home-games';
