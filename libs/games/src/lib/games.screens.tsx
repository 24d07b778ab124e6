// The screens this feature gives the app (docs/architecture/screens.md), each loaded only when
// first opened, all from one chunk: each `import()` a first-load module holds costs bytes there
// (its preload list), and the screens share most of their code anyway.
import { defineScreen } from '@mweb/api-client/screens';

const pages = () => import('./games-pages');

export const gamesScreens = [
  defineScreen({
    name: 'game',
    load: () => pages().then((module) => ({ Component: module.GameCentrePage })),
    title: 'title.game_centre',
    access: 'guest',
  }),
  defineScreen({
    name: 'slotsCenter',
    load: () => pages().then((module) => ({ Component: module.SlotsCentrePage })),
    title: 'title.game_centre',
    layout: { bottomMenu: false },
    access: 'guest',
  }),
  // Guests browse games; launching one and favourites ask for a login where they are tapped.
  defineScreen({
    name: 'gameList',
    load: () => pages().then((module) => ({ Component: module.GameListPage })),
    title: 'title.game_list',
    layout: { header: false, bottomMenu: false },
    access: 'guest',
  }),
  defineScreen({
    name: 'launchGame',
    load: () => pages().then((module) => ({ Component: module.LotteryLaunchPage })),
    title: 'title.lottery',
    access: 'guest',
  }),
  defineScreen({
    name: 'startLottery',
    load: () => pages().then((module) => ({ Component: module.LotteryLaunchPage })),
    title: 'title.lottery',
    access: 'guest',
  }),
];
