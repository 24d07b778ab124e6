// What this feature adds to the home page (the contract: `HomeSectionRecord` and `HomePartRecord`
// in api-client): the promotion popup as a section of its own, and two parts placed in the app's
// sections, the APP_DOWNLOAD gift on the download bar and the unclaimed count on the reward-centre
// quick link. All three come from one chunk (`home-promotions.tsx`), after the games have shown:
// every home visit loads it, and the screens' chunk is several times its size.
import type { HomePartRecord, HomeSectionRecord } from '@mweb/api-client/screens';

const homePromotions = () => import('./popup/home-promotions');

export const promotionsHomeSections: HomeSectionRecord[] = [
  // The popup shows on arrival, wherever the page is scrolled.
  {
    id: 'promotionPopup',
    when: 'afterFirstPaint',
    after: 'games',
    load: () => homePromotions().then((module) => ({ Component: module.PromotionPopup })),
  },
];

export const promotionsHomeParts: HomePartRecord[] = [
  {
    id: 'appDownloadGift',
    slot: 'downloadBar.end',
    when: 'afterFirstPaint',
    after: 'games',
    load: () => homePromotions().then((module) => ({ Component: module.HomeAppDownloadGift })),
  },
  {
    id: 'unclaimedRewards',
    slot: 'quickNav.rewardCentre',
    when: 'afterFirstPaint',
    after: 'games',
    load: () => homePromotions().then((module) => ({ Component: module.UnclaimedBadge })),
  },
];
