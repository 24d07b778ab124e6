// Everything on the home page below the banners, announcements and quick links: it comes after
// the first paint, in one chunk. Every feature's home section is imported here statically, so
// the first load pays for one dynamic import however many sections the page gains.
//
// Past the games, each section renders (and sends its calls) only as it nears the screen: on a
// cheap phone they were half of the home page's first seconds of main-thread work, for content a
// player who does not scroll never sees. Each keeps about its usual height until then (measured
// at phone widths, in the rem that scales with them).
import { HomeGames } from '@mweb/games';
import { lotteryHome } from '@mweb/lottery';
import { loadHomePromotions } from '@mweb/promotions';
import { NearViewport } from '@mweb/ui-kit';
import { Suspense, lazy } from 'react';
import { useShellDispatch, useShellSelector } from '../hooks';
import { homeCategorySelected, selectHomeCategory } from '../store/shell.slice';
import { HomeMemberSection } from './member-section';
import { HomeNavSection } from './nav-section';
import { HomeNoticeSection } from './notice-section';
import { HomeWinnerBoard } from './winner-board';

// The lottery sections share their code with /m/lottery: they come from its chunk.
const HomeLottery = lazy(lotteryHome);

/** The games with the category the shell keeps (`homeGameCategory`, HOT by default). */
function HomeGamesSection() {
  const dispatch = useShellDispatch();
  const category = useShellSelector(selectHomeCategory);
  return (
    <HomeGames category={category} onCategory={(next) => dispatch(homeCategorySelected(next))} />
  );
}

/** The promotion popup and the unclaimed badge come with the promotions screens' chunk. */
const HomePromotions = lazy(() =>
  loadHomePromotions().then((module) => ({ default: module.Component })),
);

/** The sections below the fold, in the order of SPEC.md §2; mounted once the status answered. */
export function HomeBelowFold() {
  return (
    <>
      <HomeGamesSection />
      {/* From the lottery's chunk: the room stays kept while it downloads. */}
      <NearViewport reserve="17.5rem">
        <HomeLottery />
      </NearViewport>
      <NearViewport reserve="3.5rem">
        <HomeMemberSection />
      </NearViewport>
      <NearViewport reserve="3rem">
        <HomeNavSection />
      </NearViewport>
      <NearViewport reserve="3.5rem">
        <HomeNoticeSection />
      </NearViewport>
      <NearViewport reserve="9rem">
        <HomeWinnerBoard />
      </NearViewport>
      {/* The promotion popup shows on arrival, wherever the page is scrolled. */}
      <Suspense fallback={null}>
        <HomePromotions />
      </Suspense>
    </>
  );
}
