// The screens this feature gives the app (docs/architecture/screens.md), each loaded only when
// first opened, all from one chunk.
import { defineScreen } from '@mweb/api-client/screens';

const pages = () => import('./promotions-pages');

export const promotionsScreens = [
  // Guests see the promotions too; applying for one offers them the login.
  defineScreen({
    name: 'activity',
    load: () => pages().then((module) => ({ Component: module.ActivityPage })),
    title: 'title.promotions',
    layout: { back: 'home' },
    access: 'guest',
  }),
  defineScreen({
    name: 'rewardCenter',
    load: () => pages().then((module) => ({ Component: module.RewardCentrePage })),
    title: 'title.reward_centre',
    access: 'member',
  }),
];
