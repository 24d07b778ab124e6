// Everything on the home page below the banners, announcements and quick links: it comes after
// the first paint, in one chunk. Every feature's home section is imported here statically, so
// the first load pays for one dynamic import however many sections the page gains.
import { HomeGames } from '@mweb/games';
import { lotteryHome } from '@mweb/lottery';
import { loadHomePromotions } from '@mweb/promotions';
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
      {/* Each from its own chunk: one that is slow to arrive does not hold the other back. */}
      <Suspense fallback={null}>
        <HomeLottery />
      </Suspense>
      <HomeMemberSection />
      <HomeNavSection />
      <HomeNoticeSection />
      <HomeWinnerBoard />
      <Suspense fallback={null}>
        <HomePromotions />
      </Suspense>
    </>
  );
}
