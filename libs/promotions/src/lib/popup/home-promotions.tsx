import { useUnclaimedRewardsQuery } from '@mweb/api-client';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { Badge } from '@mweb/ui-kit';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { HomeAppDownloadGift } from '../app-download/app-download-gift';
import { REWARD_BADGE_SLOT } from './badge-slot';
import { PromotionPopup } from './promotion-popup';

/** The member's unclaimed reward count, on the home quick link. */
function UnclaimedBadge() {
  const { t } = useTranslation('promotions');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The quick link was drawn with the first paint, before this chunk arrived.
  const [slot] = useState(() => document.getElementById(REWARD_BADGE_SLOT));
  const { data } = useUnclaimedRewardsQuery(undefined, { skip: !loggedIn || !slot });
  if (!slot || !loggedIn) return null;
  return createPortal(<Badge count={data?.count ?? 0} label={t('unclaimed')} />, slot);
}

/**
 * What promotions add to the home page below the fold: the popup, the unclaimed badge and the
 * download bar's APP_DOWNLOAD gift.
 */
export function HomePromotions() {
  return (
    <>
      <UnclaimedBadge />
      <HomeAppDownloadGift />
      <PromotionPopup />
    </>
  );
}
