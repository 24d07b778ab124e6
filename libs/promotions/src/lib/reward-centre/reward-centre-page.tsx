import { isApiError, useClaimRewardMutation, type Promotion } from '@mweb/api-client';
import { formatAmount } from '@mweb/i18n';
import { Button, Empty, VisuallyHidden, useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { PromotionImage, WithPromotions } from '../activity/promotion-parts';
import styles from '../promotions.module.css';

/** The rewards waiting to be claimed: promotions the platform has Issued to the member. */
export const unclaimedRewards = (promotions: readonly Promotion[]) =>
  promotions.filter((promotion) => promotion.status === 'Issued');

/** /m/rewardCenter: the member's unclaimed rewards, each claimed into the balance. */
export function RewardCentrePage() {
  const { t } = useTranslation('promotions');
  return (
    <WithPromotions>
      {(promotions) => {
        const rewards = unclaimedRewards(promotions);
        return (
          <main className={styles['page']}>
            <VisuallyHidden as="h1">{t('reward_centre')}</VisuallyHidden>
            {rewards.length === 0 ? (
              <Empty title={t('rewards.empty')} />
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
      }}
    </WithPromotions>
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
