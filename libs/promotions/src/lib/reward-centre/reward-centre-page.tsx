import {
  RequireLogin,
  isApiError,
  useClaimRewardMutation,
  usePromotionsQuery,
  type Promotion,
} from '@mweb/api-client';
import { formatAmount } from '@mweb/i18n';
import { Button, Empty, Skeleton, VisuallyHidden, useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { PromotionImage } from '../activity/promotion-parts';
import styles from '../promotions.module.css';

/** The rewards waiting to be claimed: promotions the platform has Issued to the member. */
export const unclaimedRewards = (promotions: readonly Promotion[]) =>
  promotions.filter((promotion) => promotion.status === 'Issued');

/** /m/rewardCenter: the member's unclaimed rewards, each claimed into the balance. Guests log in. */
export function RewardCentrePage() {
  return (
    <RequireLogin>
      <RewardCentre />
    </RequireLogin>
  );
}

function RewardCentre() {
  const { t } = useTranslation(['promotions', 'common']);
  const promotions = usePromotionsQuery();
  if (promotions.isLoading) {
    return (
      <main className={styles['page']}>
        <Skeleton shape="text" count={3} label={t('common:status.loading')} />
      </main>
    );
  }
  if (promotions.isError || !promotions.data) {
    return (
      <main className={styles['page']}>
        <Empty
          title={t('promotions:load_failed')}
          action={
            <Button variant="secondary" onClick={() => void promotions.refetch()}>
              {t('promotions:retry')}
            </Button>
          }
        />
      </main>
    );
  }
  const rewards = unclaimedRewards(promotions.data);
  return (
    <main className={styles['page']}>
      <VisuallyHidden as="h1">{t('promotions:reward_centre')}</VisuallyHidden>
      {rewards.length === 0 ? (
        <Empty title={t('promotions:rewards.empty')} />
      ) : (
        <ul className={styles['list']}>
          {rewards.map((reward) => (
            <li key={reward.id}>
              <Reward reward={reward} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function Reward({ reward }: { reward: Promotion }) {
  const { t } = useTranslation('promotions');
  const notice = useNotice();
  const [claim, { isLoading }] = useClaimRewardMutation();
  const onClaim = async () => {
    try {
      const result = await claim({ promotionId: reward.id }).unwrap();
      notice.success(t('rewards.claimed', { amount: formatAmount(result.amount) }));
    } catch (error) {
      notice.fail(isApiError(error) && error.message ? error.message : t('rewards.claim_failed'));
    }
  };
  return (
    <article className={styles['card']} aria-labelledby={`reward-${reward.id}`}>
      <PromotionImage promotion={reward} />
      <h2 id={`reward-${reward.id}`} className={styles['title']}>
        {reward.title}
      </h2>
      <div className={styles['row']}>
        <span>
          <span className={styles['muted']}>{t('rewards.amount')} </span>
          <span className={styles['amount']}>{formatAmount(reward.rewardAmount ?? 0)}</span>
        </span>
        <Button
          onClick={() => void onClaim()}
          loading={isLoading}
          aria-describedby={`reward-${reward.id}`}
        >
          {t('rewards.claim')}
        </Button>
      </div>
    </article>
  );
}
