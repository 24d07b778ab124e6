// The home page's announcements, quick links and floating customer-service button: sections of
// the first screen that its first paint does not need (the banner is its largest paint). They come
// after it, in the chunk of the sections below (`home-below-fold.tsx`), each keeping its room
// until then (`home-sections.tsx`).
import { useAnnouncementsQuery } from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { BASENAME, useScreenPath } from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { selectCustomerService, selectFlag, selectMerchantCode } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { FloatingButton, LineIcon, Marquee } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from './home-page.module.css';
import type { HomeSectionProps } from '@mweb/api-client/screens';

function useCustomerServiceLink(): string | null {
  const links = useAppSelector(selectCustomerService);
  return (
    (links.find((link) => link.csType === 'LIVECHAT') ?? links.find((link) => link.csType === 'CS'))
      ?.url ?? null
  );
}

/** The announcement marquee; tapping it opens the announcements. */
export function Announcements() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const merchantCode = useAppSelector(selectMerchantCode);
  const { data = [] } = useAnnouncementsQuery({ types: 'PL', platform: 'M', merchantCode });
  const notice = useScreenPath('notice');
  const app = useScreenPath('app');
  return (
    <Marquee
      items={data.map((item) => item.title)}
      placeholder={t('home.notice_placeholder')}
      label={t('title.announcements')}
      onActivate={() => {
        if (notice) void navigate(notice);
      }}
      icon={<LineIcon name="bell" />}
      end={
        app ? (
          <button
            type="button"
            className={styles['promptIcon']}
            aria-label={t('home.app_download_prompt')}
            onClick={() => void navigate(app)}
          >
            <LineIcon name="gift" />
          </button>
        ) : null
      }
    />
  );
}

/** Quick links whose destinations exist; customer service opens the live-chat link. */
export function QuickNav({ slots }: HomeSectionProps) {
  const { t } = useTranslation('common');
  const chat = useCustomerServiceLink();
  const leave = useLeaveApp();
  const cashbackOn = useAppSelector((state) => selectFlag(state, 'MANPLAYREB3'));
  const cashback = useScreenPath('cashback');
  const hot = useScreenPath('gameList', { type: 'hot' });
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Favourites are for members: a guest's link goes to login (SPEC.md section 2).
  const favourites = useScreenPath(
    loggedIn ? 'gameList' : 'login',
    loggedIn ? { type: 'fav' } : undefined,
  );
  const gameLinks = [
    hot ? { id: 'hot', label: t('home.hot_games'), path: hot } : null,
    favourites ? { id: 'fav', label: t('home.favourites'), path: favourites } : null,
  ].filter((link) => link !== null);
  // The reward centre is for members too: a guest's link goes to login (SPEC.md section 2).
  const rewardsOn = useScreenPath('rewardCenter') !== null;
  const rewards = useScreenPath(loggedIn ? 'rewardCenter' : 'login');
  if (gameLinks.length === 0 && !chat && !(cashbackOn && cashback) && !rewardsOn) return null;
  return (
    <nav aria-label={t('home.quick_nav')} className={styles['quickNav']}>
      {gameLinks.map(({ id, label, path }) => (
        <a key={id} className={styles['quickLink']} href={`${BASENAME}${path}`}>
          {label}
        </a>
      ))}
      {chat ? (
        // A server URL: the policy decides at the tap, so the page never holds it as a link.
        <button type="button" className={styles['quickLink']} onClick={() => void leave.open(chat)}>
          {t('home.customer_service')}
        </button>
      ) : null}
      {cashbackOn && cashback ? (
        <a className={styles['quickLink']} href={`${BASENAME}${cashback}`}>
          {t('home.cashback')}
        </a>
      ) : null}
      {rewardsOn && rewards ? (
        <a className={styles['quickLink']} href={`${BASENAME}${rewards}`}>
          {t('home.reward_centre')}
          {/* The unclaimed count: promotions' part, when it has arrived. */}
          {slots['quickNav.rewardCentre']}
        </a>
      ) : null}
    </nav>
  );
}

/** The floating customer-service button, when a CS entry has a link. */
export function CustomerServiceButton() {
  const { t } = useTranslation('common');
  const links = useAppSelector(selectCustomerService);
  const leave = useLeaveApp();
  const cs = links.find((link) => link.csType === 'CS');
  if (!cs) return null;
  return (
    <FloatingButton
      label={t('floating.customer_service')}
      icon={<LineIcon name="chat" />}
      aboveBottomMenu
      onClick={() => void leave.open(cs.url)}
    />
  );
}
