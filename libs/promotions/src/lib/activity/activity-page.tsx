import { type Promotion } from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { ScreenLink } from '@mweb/api-client/screens';
import { Empty, SanitizedHtml, Tabs, VisuallyHidden } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApplyForPromotion } from '../apply/apply-form';
import styles from '../promotions.module.css';
import {
  PromotionImage,
  PromotionPeriod,
  PromotionStatus,
  WithPromotions,
} from './promotion-parts';

const ALL = 'ALL';

/** The tabs: every promotion, then each category in the order the promotions bring them. */
export function categoriesOf(promotions: readonly Promotion[]): string[] {
  const categories = promotions.flatMap((promotion) =>
    promotion.category ? [promotion.category] : [],
  );
  return [ALL, ...new Set(categories)];
}

/** /m/activity: the promotions by category; `?id=` opens one with its content and applying. */
export function ActivityPage() {
  const { t } = useTranslation('promotions');
  const [params] = useSearchParams();
  // Guests get the public promotions: the call is made with or without a session.
  return (
    <WithPromotions>
      {(promotions) => {
        if (!params.has('id')) return <PromotionList promotions={promotions} />;
        const id = Number(params.get('id'));
        const promotion = promotions.find((candidate) => candidate.id === id);
        return promotion ? (
          <PromotionDetail promotion={promotion} />
        ) : (
          <main className={styles['page']}>
            <Empty title={t('not_found')} />
          </main>
        );
      }}
    </WithPromotions>
  );
}

function PromotionList({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTranslation(['promotions', 'common']);
  const [category, setCategory] = useState(ALL);
  const categories = categoriesOf(promotions);
  const shown = promotions.filter(
    (promotion) => category === ALL || promotion.category === category,
  );
  return (
    <main className={styles['page']}>
      <VisuallyHidden as="h1">{t('promotions:title')}</VisuallyHidden>
      {categories.length > 2 ? (
        <Tabs
          label={t('promotions:categories')}
          layout="scroll"
          selectedId={category}
          onSelect={setCategory}
          items={categories.map((id) => ({
            id,
            label: t(`promotions:category.${id}`, { defaultValue: id }),
          }))}
        />
      ) : null}
      {shown.length === 0 ? (
        <Empty title={t('promotions:empty')} />
      ) : (
        <ul className={styles['list']}>
          {shown.map((promotion) => (
            <li key={promotion.id}>
              <ScreenLink
                screen="activity"
                query={{ id: String(promotion.id) }}
                className={styles['card']}
              >
                <PromotionImage promotion={promotion} />
                <h2 className={styles['title']}>{promotion.title}</h2>
                <span className={styles['row']}>
                  <PromotionPeriod promotion={promotion} />
                  <PromotionStatus promotion={promotion} />
                </span>
              </ScreenLink>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function PromotionDetail({ promotion }: { promotion: Promotion }) {
  const leave = useLeaveApp();
  return (
    <main className={styles['page']}>
      <article className={styles['card']} aria-labelledby="promotion-title">
        <PromotionImage promotion={promotion} />
        <h1 id="promotion-title" className={styles['title']}>
          {promotion.title}
        </h1>
        <span className={styles['row']}>
          <PromotionPeriod promotion={promotion} />
          <PromotionStatus promotion={promotion} />
        </span>
        <SanitizedHtml
          className={styles['content']}
          html={promotion.content}
          onLinkClick={(href) => void leave.open(href)}
        />
      </article>
      <ApplyForPromotion promotion={promotion} />
    </main>
  );
}
