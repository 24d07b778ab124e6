import { contentApi, messagesApi, useAnnouncementsQuery } from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { BASENAME, useScreenPath } from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import {
  downloadBarClosed,
  selectAppDownload,
  selectCustomerService,
  selectFlag,
  selectHideDownloadBar,
  selectImageCdn,
  selectMerchantCode,
  selectResources,
} from '@mweb/api-client/site';
import { useAppDispatch, useAppSelector } from '@mweb/api-client/store';
import { skipToken } from '@reduxjs/toolkit/query';
import { APP_DOWNLOAD_GIFT_SLOT, REWARD_BADGE_SLOT } from '@mweb/promotions';
import type { Announcement } from '@mweb/api-contract';
import {
  BannerCarousel,
  DownloadBar,
  FloatingButton,
  Marquee,
  type BannerSlide,
} from '@mweb/ui-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Environment } from '../environment';
import { Icon } from '../icons';
import { LIVE_HOSTS_ARG, bannerAnnouncementsArg } from './banner-calls';
import { offersDownload } from './download';
import styles from './home-page.module.css';
import { useStatusAnswered } from './status-answered';

/** A banner image's address: absolute as given, else on the session's image CDN. */
export function imageUrlOf(path: string, cdn: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith('data:') ? path : `${cdn}${path}`;
}

/** The home banners: m_home always, m_live only while the live-model feature has hosts on air. */
export function homeBanners(
  announcements: readonly Announcement[],
  liveModelsOn: boolean,
): Announcement[] {
  return announcements.filter(
    (item) =>
      item.type === 'B' &&
      (item.groupName === 'm_home' || (liveModelsOn && item.groupName === 'm_live')),
  );
}

function useCustomerServiceLink(): string | null {
  const links = useAppSelector(selectCustomerService);
  return (
    (links.find((link) => link.csType === 'LIVECHAT') ?? links.find((link) => link.csType === 'CS'))
      ?.url ?? null
  );
}

/**
 * The banners' two answers. The query hooks render an answer in a transition, batched with the
 * others that arrive meanwhile; the first banner is home's largest paint, so these two render the
 * moment they arrive, and its picture starts downloading then.
 */
function useBannerAnswers(merchantCode: string, skip: boolean) {
  contentApi.endpoints.announcements.useQuerySubscription(
    skip ? skipToken : bannerAnnouncementsArg(merchantCode),
  );
  messagesApi.endpoints.liveModels.useQuerySubscription(skip ? skipToken : LIVE_HOSTS_ARG);
  const selectAnnouncements = useMemo(
    () =>
      contentApi.endpoints.announcements.select(
        skip ? skipToken : bannerAnnouncementsArg(merchantCode),
      ),
    [merchantCode, skip],
  );
  const selectLiveHosts = useMemo(
    () => messagesApi.endpoints.liveModels.select(skip ? skipToken : LIVE_HOSTS_ARG),
    [skip],
  );
  const announcements = useAppSelector(selectAnnouncements);
  const liveHosts = useAppSelector(selectLiveHosts);
  return {
    announcements: announcements.data,
    isError: announcements.isError,
    liveHostsOn: (liveHosts.data?.length ?? 0) > 0,
  };
}

function Banners() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const promotions = useScreenPath('activity');
  const leave = useLeaveApp();
  const merchantCode = useAppSelector(selectMerchantCode);
  const cdn = useAppSelector(selectImageCdn);
  const skip = !useStatusAnswered();
  const { announcements, isError, liveHostsOn } = useBannerAnswers(merchantCode, skip);
  const banners = homeBanners(announcements ?? [], liveHostsOn);
  // Until the banners are known the carousel keeps their room, so nothing below them moves.
  if (banners.length === 0 && (announcements !== undefined || isError)) return null;
  const slides: BannerSlide[] = banners.map((banner) => ({
    id: String(banner.id),
    imageUrl: imageUrlOf(banner.announcementImages[0] ?? banner.url ?? '', cdn),
    alt: banner.title,
  }));
  const open = (slide: BannerSlide) => {
    const banner = banners.find((candidate) => String(candidate.id) === slide.id);
    if (!banner) return;
    if (banner.linkageType === 'URL' && banner.linkage) void leave.open(banner.linkage);
    if (banner.linkageType === 'P' && promotions) void navigate(promotions);
  };
  return (
    <BannerCarousel
      slides={slides}
      label={t('home.banners')}
      onSlideClick={open}
      pauseLabel={t('action.pause')}
      playLabel={t('action.play')}
      goToSlideLabel={t('carousel.go_to_slide')}
    />
  );
}

function Announcements() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const merchantCode = useAppSelector(selectMerchantCode);
  const skip = !useStatusAnswered();
  const { data = [] } = useAnnouncementsQuery(
    { types: 'PL', platform: 'M', merchantCode },
    { skip },
  );
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
      icon={<Icon name="bell" />}
      end={
        app ? (
          <button
            type="button"
            className={styles['promptIcon']}
            aria-label={t('home.app_download_prompt')}
            onClick={() => void navigate(app)}
          >
            <Icon name="gift" />
          </button>
        ) : null
      }
    />
  );
}

/** The download invitation at the top of home, where the app is not installed yet. */
function HomeDownloadBar({ environment, onOpenDownload }: HomeSectionsProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const resources = useAppSelector(selectResources);
  const hidden = useAppSelector(selectHideDownloadBar);
  const appDownload = useAppSelector(selectAppDownload);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const shown = offersDownload({ environment, resources, hidden, appDownload, loggedIn });
  useEffect(() => {
    const root = document.documentElement;
    if (shown) root.setAttribute('data-download-bar', '');
    else root.removeAttribute('data-download-bar');
    return () => root.removeAttribute('data-download-bar');
  }, [shown]);
  if (!shown) return null;
  return (
    <DownloadBar
      text={t('download_bar.text')}
      actionLabel={t('download_bar.action')}
      closeLabel={t('download_bar.close')}
      onClose={() => dispatch(downloadBarClosed())}
      onDownload={onOpenDownload}
      // The APP_DOWNLOAD gift arrives with the promotions chunk, below the fold.
      extra={<span id={APP_DOWNLOAD_GIFT_SLOT} />}
    />
  );
}

/** Quick links whose destinations exist; customer service opens the live-chat link. */
function QuickNav() {
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
          {/* The unclaimed count arrives with the promotions chunk, below the fold. */}
          <span id={REWARD_BADGE_SLOT} />
        </a>
      ) : null}
    </nav>
  );
}

/** The floating customer-service button, when a CS entry has a link. */
function CustomerServiceButton() {
  const { t } = useTranslation('common');
  const links = useAppSelector(selectCustomerService);
  const leave = useLeaveApp();
  const cs = links.find((link) => link.csType === 'CS');
  if (!cs) return null;
  return (
    <FloatingButton
      label={t('floating.customer_service')}
      icon={<Icon name="chat" />}
      aboveBottomMenu
      onClick={() => void leave.open(cs.url)}
    />
  );
}

export interface HomeSectionsProps {
  environment: Environment;
  /** Opens the app-download popup (the bar's button). */
  onOpenDownload: () => void;
}

export function HomeSections({ environment, onOpenDownload }: HomeSectionsProps) {
  return (
    <>
      <HomeDownloadBar environment={environment} onOpenDownload={onOpenDownload} />
      <Banners />
      <Announcements />
      <QuickNav />
      <CustomerServiceButton />
    </>
  );
}
