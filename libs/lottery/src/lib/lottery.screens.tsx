// The screens this feature gives the app (docs/architecture/screens.md), each loaded only when
// first opened, all from one chunk.
import { defineScreen } from '@mweb/api-client/screens';

const pages = () => import('./lottery-pages');

export const lotteryScreens = [
  defineScreen({
    name: 'lottery',
    load: () => pages().then((module) => ({ Component: module.LotteryPage })),
    title: 'title.lottery',
    layout: { header: false, bottomMenu: false },
    access: 'guest',
  }),
  defineScreen({
    name: 'lottoH5',
    load: () => pages().then((module) => ({ Component: module.LotteryEmbedPage })),
    title: 'title.lottery',
    access: 'guest',
  }),
];

/**
 * The home page's lottery sections, from the same chunk as the screens: the home page and
 * /m/lottery share the menu, the rows and the ticker, and one chunk holds them once.
 */
export const lotteryHome = () => pages().then((module) => ({ default: module.HomeLottery }));

/**
 * The game centre's lottery lane (the games feature's screen draws it: the app gives it as the
 * `lotteryLane` part), from the same chunk as /m/lottery, whose menu it shares.
 */
export const lotteryLane = () => pages().then((module) => ({ default: module.LotteryLane }));
