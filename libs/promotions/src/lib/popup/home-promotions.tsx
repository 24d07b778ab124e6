// What promotions add to the home page, in one chunk (`promotions.home.ts` says where and when):
// the popup, the unclaimed badge and the download bar's APP_DOWNLOAD gift.
import { useUnclaimedRewardsQuery } from '@mweb/api-client';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { Badge } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';

export { HomeAppDownloadGift } from '../app-download/app-download-gift';
export { PromotionPopup } from './promotion-popup';

/** The member's unclaimed reward count, placed on the home page's reward-centre quick link. */
export function UnclaimedBadge() {
  const { t } = useTranslation('promotions');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useUnclaimedRewardsQuery(undefined, { skip: !loggedIn });
  if (!loggedIn) return null;
  return <Badge count={data?.count ?? 0} label={t('unclaimed')} />;
}
