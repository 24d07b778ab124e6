export { gamesScreens } from './lib/games.screens';
export { HomeGames } from './lib/home/home-games';
