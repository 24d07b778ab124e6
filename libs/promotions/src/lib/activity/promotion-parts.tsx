import { usePromotionsQuery, type Promotion } from '@mweb/api-client';
import { selectImageCdn } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { QueryState } from '@mweb/ui-connected';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../promotions.module.css';

/** An image path on the session's image CDN; an absolute address or a data URL is used as given. */
export function onImageCdn(path: string, cdn: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith('data:') ? path : `${cdn}${path}`;
}

/** The promotion's banner image, when it has one; decorative, as the title follows it. */
export function PromotionImage({ promotion }: { promotion: Promotion }) {
  const cdn = useAppSelector(selectImageCdn);
  if (!promotion.imageUrl) return null;
  return (
    <img
      className={styles['image']}
      src={onImageCdn(promotion.imageUrl, cdn)}
      alt=""
      width={300}
      height={100}
      loading="lazy"
    />
  );
}

/** `2026-11-01 – 2026-12-31`, or the one end that is known. */
export function PromotionPeriod({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const day = (iso: string | undefined) => iso?.slice(0, 10) ?? '';
  if (!promotion.startDate && !promotion.endDate) return null;
  return (
    <span className={styles['muted']}>
      {t('period', { start: day(promotion.startDate), end: day(promotion.endDate) })}
    </span>
  );
}

/** The member's standing (Applying, Rejected, Issued, Claimed, Process, Joined, Close). */
export function PromotionStatus({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  if (!promotion.status) return null;
  return <span className={styles['status']}>{t(`status.${promotion.status}`)}</span>;
}

/** The screen's frame around a state in place of the promotions. */
const inPage = (state: ReactNode) => <main className={styles['page']}>{state}</main>;

/** The promotions once they have arrived; until then a skeleton, and a retry after a failure. */
export function WithPromotions({
  children,
}: {
  children: (promotions: readonly Promotion[]) => ReactNode;
}) {
  const promotions = usePromotionsQuery();
  return (
    <QueryState query={promotions} frame={inPage}>
      {children}
    </QueryState>
  );
}
