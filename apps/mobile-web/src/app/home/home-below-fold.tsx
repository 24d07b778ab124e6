// Everything on the home page below the banners, announcements and quick links: it comes after
// the first paint, in one chunk. Every feature's home section is imported here statically, so
// the first load pays for one dynamic import however many sections the page gains.
//
// Past the games, each section renders (and sends its calls) only as it nears the screen: on a
// cheap phone they were half of the home page's first seconds of main-thread work, for content a
// player who does not scroll never sees. Each keeps about its usual height until then (measured
// at phone widths, in the rem that scales with them).
import { loadContractPrompts } from '@mweb/agent';
import {
  afterFirstContentfulPaint,
  useAfterFirstCommit,
  whenIdle,
} from '@mweb/api-client/scheduling';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
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

/**
 * The promotion popup and the unclaimed badge, in a chunk of their own. Its import starts in a task
 * of its own (`afterFirstContentfulPaint` goes on in one): started in the render that mounts these
 * sections, the links of its chunks lengthened that task by some 15 ms.
 */
const HomePromotions = lazy(() =>
  afterFirstContentfulPaint()
    .then(loadHomePromotions)
    .then((module) => ({ default: module.Component })),
);

/**
 * Only a logged-in member may have contracts to sign, so only they load the prompt's code; and
 * only once their page is idle: a prompt is no reason to hold back the page under it, and its
 * chunk and its call would otherwise compete with the page's own for the network and the main
 * thread. Its import stands here rather than in the home page, so the first load carries none of it.
 */
const ContractPrompts = lazy(() =>
  whenIdle()
    .then(loadContractPrompts)
    .then((module) => ({ default: module.Component })),
);

/** The sections below the fold, in the order of SPEC.md §2; mounted once the status answered. */
export function HomeBelowFold() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The popup's and the prompts' code and calls start once the games have committed: revealed
  // with the games, their effects and the games' started six calls in one task (40 ms in a
  // profiled Lighthouse trace of a member's home, in an unminified build).
  const gamesCommitted = useAfterFirstCommit();
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
      {gamesCommitted ? (
        <Suspense fallback={null}>
          <HomePromotions />
        </Suspense>
      ) : null}
      {loggedIn && gamesCommitted ? (
        <Suspense fallback={null}>
          <ContractPrompts />
        </Suspense>
      ) : null}
    </>
  );
}
