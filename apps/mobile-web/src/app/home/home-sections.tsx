// The home page's sections, in the order of SPEC.md section 2, as records of one contract
// (`HomeSectionRecord` in api-client): what each is, when its code loads and the room it keeps.
// The download bar and the banners are in the first load (the first banner is the page's largest
// paint); everything else comes after the first paint, from the chunk of `home-below-fold.tsx`
// (which also holds the one renderer of deferred sections), or from its feature's own chunk.
// Promotions contributes a section and two parts, placed here in the app's sections' slots.
import { loadContractPrompts } from '@mweb/agent';
import { contentApi, messagesApi } from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { afterFirstPaint } from '@mweb/api-client/scheduling';
import {
  useScreenPath,
  type HomeComponent,
  type HomeSectionProps,
  type HomeSectionRecord,
  type HomeSlotName,
} from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import {
  downloadBarClosed,
  selectAppDownload,
  selectHideDownloadBar,
  selectImageCdn,
  selectMerchantCode,
  selectResources,
} from '@mweb/api-client/site';
import { useAppDispatch, useAppSelector } from '@mweb/api-client/store';
import type { Announcement } from '@mweb/api-contract';
import { lotteryHome } from '@mweb/lottery';
import { promotionsHomeParts, promotionsHomeSections } from '@mweb/promotions';
import { BannerCarousel, DownloadBar, type BannerSlide } from '@mweb/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Environment } from '../environment';
import { lazyExport } from '../lazy-export';
import { LIVE_HOSTS_ARG, bannerAnnouncementsArg } from './banner-calls';
import type * as BelowFoldModule from './home-below-fold';
import { offersDownload } from './download';
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

/** The download invitation at the top of home, where the app is not installed yet. */
function HomeDownloadBar({ environment, onOpenDownload, slots }: HomeProps) {
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
      // The APP_DOWNLOAD gift: promotions' part, when it has arrived.
      extra={slots['downloadBar.end']}
    />
  );
}

/** What the home page gives each of its sections. */
export interface HomeProps extends HomeSectionProps {
  environment: Environment;
  /** Opens the app-download popup (the bar's button). */
  onOpenDownload: () => void;
}

type HomeBelowFold = typeof BelowFoldModule;

/** A component of the below-the-fold chunk, as a section's code. */
const belowFold = (name: keyof HomeBelowFold) => () =>
  import('./home-below-fold').then((module: HomeBelowFold) => ({
    Component: module[name] as HomeComponent<HomeProps>,
  }));

/**
 * The home page, top to bottom. Each `reserve` is about the section's usual height at phone
 * widths, in the rem that scales with them. The promotion popup and the agent's contract prompts
 * wait for the games' first commit: revealed with the games, their effects and the games' started
 * six calls in one task (40 ms in a profiled Lighthouse trace of a member's home).
 */
export const homeSections: readonly HomeSectionRecord<HomeProps>[] = [
  { id: 'downloadBar', when: 'atOnce', Component: HomeDownloadBar },
  { id: 'banners', when: 'atOnce', Component: Banners },
  {
    id: 'announcements',
    when: 'afterFirstPaint',
    reserve: 'var(--mweb-touch-target)',
    load: belowFold('Announcements'),
  },
  { id: 'quickNav', when: 'afterFirstPaint', reserve: '0.88rem', load: belowFold('QuickNav') },
  { id: 'customerService', when: 'afterFirstPaint', load: belowFold('CustomerServiceButton') },
  // The games render in the task after the links above them: in the same commit their render and
  // effects made one long task of a member's home.
  {
    id: 'games',
    when: 'afterFirstPaint',
    after: 'customerService',
    load: belowFold('HomeGamesSection'),
  },
  // The sections below the games keep their room from when the games have theirs. Placed before,
  // the first room stood where the games were about to be, on the screen, and the lottery rendered
  // with the games: one 60 to 70 ms style and layout task of a member's home on a cheap phone, and
  // three calls and a ticking countdown for a section below the fold.
  // The lottery sections share their code with /m/lottery: they come from its chunk.
  {
    id: 'lottery',
    when: 'nearViewport',
    after: 'games',
    reserve: '17.5rem',
    load: () => lotteryHome().then((module) => ({ Component: module.default })),
  },
  {
    id: 'member',
    when: 'nearViewport',
    after: 'games',
    reserve: '3.5rem',
    load: belowFold('HomeMemberSection'),
  },
  {
    id: 'nav',
    when: 'nearViewport',
    after: 'games',
    reserve: '3rem',
    load: belowFold('HomeNavSection'),
  },
  {
    id: 'notice',
    when: 'nearViewport',
    after: 'games',
    reserve: '3.5rem',
    load: belowFold('HomeNoticeSection'),
  },
  {
    id: 'winnerBoard',
    when: 'nearViewport',
    after: 'games',
    reserve: '9rem',
    load: belowFold('HomeWinnerBoard'),
  },
  ...promotionsHomeSections,
  // Only a member may have contracts to sign; a prompt is no reason to hold the page back.
  {
    id: 'contractPrompts',
    when: 'whenIdle',
    after: 'games',
    audience: 'member',
    load: () => loadContractPrompts().then(({ Component }) => ({ Component: () => <Component /> })),
  },
];

/**
 * The code of the sections that come right after the first paint, loaded with the renderer's
 * chunk: they then all render in one commit, in order, and none moves another that is drawn.
 */
const arrived = new Map<string, HomeComponent<HomeProps>>();

/**
 * The one renderer of every section and part that is not in the first load. Its chunk starts
 * downloading once the page has shown its first content, so that nothing of it stands before it.
 */
const Deferred = lazyExport(
  () =>
    afterFirstPaint().then(() =>
      Promise.all([
        import('./home-below-fold'),
        ...homeSections.map(async (record) => {
          if (record.when === 'afterFirstPaint' && !record.after && !record.audience)
            arrived.set(record.id, (await record.load()).Component);
        }),
      ]).then(([module]) => module),
    ),
  'DeferredSection',
);

/** The parts other features add to the app's sections, as React nodes for their slots. */
const slots: Partial<Record<HomeSlotName, ReactNode>> = Object.fromEntries(
  promotionsHomeParts.map((part) => [
    part.slot,
    <Suspense key={part.id} fallback={null}>
      <Deferred record={part} props={{}} arrived={arrived} />
    </Suspense>,
  ]),
);

/** The home page's sections, in their records' order. */
export function HomeSections({ environment, onOpenDownload }: Omit<HomeProps, 'slots'>) {
  const props = useMemo(
    () => ({ environment, onOpenDownload, slots }),
    [environment, onOpenDownload],
  );
  return homeSections.map((record) =>
    record.when === 'atOnce' ? (
      <record.Component key={record.id} {...props} />
    ) : (
      <Suspense key={record.id} fallback={null}>
        <Deferred record={record} props={props} arrived={arrived} />
      </Suspense>
    ),
  );
}
