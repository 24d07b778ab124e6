import { usePromotionsQuery, type Promotion } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import { Countdown, Dialog } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { promoCountdownDeadline } from '../popup-rules';
import styles from '../promotions.module.css';

/** The promotion key that puts the gift on the download bar (SPEC.md section 4). */
export const APP_DOWNLOAD_KEY = 'APP_DOWNLOAD';

let drawnDeadline: number | undefined;

/** The countdown's deadline, drawn once when the app loads and kept until it loads again. */
export function appDownloadDeadline(now: number = Date.now()): number {
  drawnDeadline ??= promoCountdownDeadline(now);
  return drawnDeadline;
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2a2 2 0 0 1 2-2ZM9 5a2 2 0 0 1 2 2H9a1 1 0 1 1 0-2Zm2 15H6v-8h5Zm0-10H5V9h6Zm7 10h-5v-8h5Zm1-10h-6V9h6Z"
      />
    </svg>
  );
}

/**
 * The APP_DOWNLOAD gift: an icon on the download bar that opens the promotion with its countdown
 * (days, hours, minutes and seconds, one timer ticking every second while it shows).
 */
export function AppDownloadGift({
  promotion,
  deadline,
}: {
  promotion: Promotion;
  /** When the countdown reaches zero (epoch ms): {@link appDownloadDeadline} in the app. */
  deadline: number;
}) {
  const { t } = useTranslation('promotions');
  const [open, setOpen] = useState(false);
  const details = useScreenPath('activity', { id: String(promotion.id) });
  return (
    <>
      <button
        type="button"
        className={styles['gift']}
        aria-label={t('gift_open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <GiftIcon />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('gift')}
        closeLabel={t('popup.close')}
        footer={
          details ? (
            <Link className={styles['giftLink']} to={details}>
              {t('gift_details')}
            </Link>
          ) : null
        }
      >
        <p className={styles['title']}>{promotion.title}</p>
        <p className={styles['muted']}>{t('ends_in')}</p>
        {open ? (
          <Countdown
            deadline={deadline}
            variant="dhms"
            label={t('countdown.label')}
            unitLabels={{
              days: t('countdown.days'),
              hours: t('countdown.hours'),
              minutes: t('countdown.minutes'),
              seconds: t('countdown.seconds'),
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * The gift on the home page's download bar, when an APP_DOWNLOAD promotion is on offer. The app
 * places it in the bar (the `downloadBar.end` slot), so it renders, and asks, only while the bar
 * shows.
 */
export function HomeAppDownloadGift() {
  const { data } = usePromotionsQuery();
  const promotion = data?.find((item) => item.promotionKey === APP_DOWNLOAD_KEY);
  if (!promotion) return null;
  return <AppDownloadGift promotion={promotion} deadline={appDownloadDeadline()} />;
}
