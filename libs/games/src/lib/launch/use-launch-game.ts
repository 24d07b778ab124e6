// Launching a game, in one place: the game lists here and the lottery lib call it alike.
import {
  isApiError,
  useAddRecentGameMutation,
  useLaunchGameMutation,
  type ArgOf,
  type Game,
} from '@mweb/api-client';
import { useLeaveApp, type UrlOpeners } from '@mweb/api-client/leaving';
import { useAccess, BASENAME, useScreenPath } from '@mweb/api-client/screens';
import { selectLanguage } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { useNotice } from '@mweb/ui-kit';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  launchCategoryOf,
  launchPlanFor,
  type LaunchPlan,
  type LotteryPlayType,
} from '../game-rules';

/** How long the launch's loading notice stays at most (SPEC.md section 9: 3 s). */
export const LAUNCH_LOADING_MS = 3_000;

/** What a launch needs of a game: a game of the lists, or a lottery of the lottery menus. */
export type LaunchableGame = Pick<Game, 'gameId' | 'nodeId' | 'vassalage'> &
  Partial<Pick<Game, 'gameType' | 'gameCode' | 'lottoMode' | 'supportPlay'>>;

/** How a launch ended: the app left for the game, or stayed (and why). */
export type LaunchOutcome = 'launched' | 'login' | 'busy' | 'failed' | 'refused';

/** A lottery launch from /m/launchGame or /m/startLottery (SPEC.md section 2). */
export interface LotteryLaunch {
  /** The lottery to bet on; none opens the lobby. */
  gameCode?: string | undefined;
  /** The prize mode to play in (ModeElott or SEA). */
  prizeMode: string;
  /** Where the lottery's close control returns: home when the launch came from there, else the game centre. */
  back: 'home' | 'game';
}

export interface GameLauncher {
  /** Launches the game by its vendor's rule (SPEC.md section 4, "Game launch by vendor"). */
  launch: (game: LaunchableGame) => Promise<LaunchOutcome>;
  /** Launches a lottery by its code and prize mode, by the same rule and with the same guards. */
  launchLottery: (lottery: LotteryLaunch) => Promise<LaunchOutcome>;
  /** True while a launch runs; a second launch meanwhile starts nothing. */
  launching: boolean;
}

/** The lottery prize mode of each play type (SPEC.md section 9: ModeElott and SEA). */
export const PRIZE_MODES: Record<LotteryPlayType, string> = { ent: 'ModeElott', trad: 'SEA' };

type LaunchQuery = ArgOf<'games.launchGame'>;

function launchQuery(
  game: LaunchableGame,
  plan: LaunchPlan,
  language: string,
  backUrl: string,
): LaunchQuery {
  switch (plan.kind) {
    case 'lottery-lobby':
      return {
        launchMode: 'LOTT',
        lottoArea: 'VN',
        // The lobby vendors (TCG) sell the traditional draws.
        lottoPrizeMode: PRIZE_MODES.trad,
        lottoGameCode: plan.gameCode,
        lottoView: 'lobby',
        device: 'MOBILE',
        backUrl,
        language,
      };
    case 'lottery':
      return {
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoPrizeMode: PRIZE_MODES[plan.playType],
        lottoGameCode: game.gameCode,
        lottoView: 'betting',
        device: 'MOBILE',
        backUrl,
        language,
      };
    case 'general':
      return {
        launchMode: 'GLS',
        gameId: game.gameId,
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        platform: 'html5',
        clientType: 2,
        accountType: 1,
        language,
        gameCategory: launchCategoryOf(game),
        supportPlay: game.supportPlay,
      };
  }
}

/**
 * The one game launcher. A guest is sent to /m/login; a member sees the loading notice (3 s at
 * most) while the launch call runs, and the app follows the returned URL only through the URL
 * policy (the platform or `launchGameCDNs`); anything else is refused with the shell's notice.
 * A failed call hides the loading notice and shows nothing more (SPEC.md section 8).
 */
export function useLaunchGame(openers?: UrlOpeners): GameLauncher {
  const { t } = useTranslation('games');
  const notice = useNotice();
  const access = useAccess();
  const leave = useLeaveApp(openers);
  const language = useAppSelector(selectLanguage);
  const home = useScreenPath('home');
  const [launchGame] = useLaunchGameMutation();
  const [addRecentGame] = useAddRecentGameMutation();
  // A ref as well as state: two taps in one frame both see the state before either re-render.
  const running = useRef(false);
  const [launching, setLaunching] = useState(false);

  const gameCentre = useScreenPath('game');

  /** Runs one launch call and follows its URL; every guard and failure path lives here once. */
  const start = useCallback(
    async (query: LaunchQuery, launched?: () => Promise<unknown>): Promise<LaunchOutcome> => {
      if (!access('member')) return 'login';
      if (running.current) return 'busy';
      running.current = true;
      setLaunching(true);
      const loading = notice.loading(t('launching'), { duration: LAUNCH_LOADING_MS });
      try {
        const value = await launchGame(query).unwrap();
        const url = value.gameUrl ?? value.content?.game_url;
        if (!url) {
          notice.hide(loading);
          return 'failed';
        }
        // The recent list is a nicety: a failure to record it must not stop the game.
        await launched?.().catch(() => undefined);
        const went = await leave.follow(url);
        if (!went) notice.hide(loading);
        return went ? 'launched' : 'refused';
      } catch (error: unknown) {
        // SPEC.md section 8: a launch failure hides the loading notice and shows nothing else.
        if (!isApiError(error)) console.error('The launch failed unexpectedly.', error);
        notice.hide(loading);
        return 'failed';
      } finally {
        running.current = false;
        setLaunching(false);
      }
    },
    [access, notice, t, launchGame, leave],
  );

  const backUrl = useCallback(
    (back: 'home' | 'game') =>
      `${window.location.origin}${BASENAME}${back === 'game' && gameCentre ? gameCentre : home}`,
    [home, gameCentre],
  );

  const launch = useCallback(
    (game: LaunchableGame): Promise<LaunchOutcome> => {
      const plan = launchPlanFor(game);
      // The lottery launcher's close control comes back to home.
      const query = launchQuery(game, plan, language, backUrl('home'));
      return start(
        query,
        plan.kind === 'general'
          ? () => addRecentGame({ gameId: game.gameId, nodeId: game.nodeId }).unwrap()
          : undefined,
      );
    },
    [start, language, backUrl, addRecentGame],
  );

  const launchLottery = useCallback(
    (lottery: LotteryLaunch): Promise<LaunchOutcome> =>
      start({
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoPrizeMode: lottery.prizeMode,
        lottoGameCode: lottery.gameCode,
        lottoView: lottery.gameCode ? 'betting' : 'lobby',
        device: 'MOBILE',
        backUrl: backUrl(lottery.back),
        language,
      }),
    [start, backUrl, language],
  );

  return useMemo(() => ({ launch, launchLottery, launching }), [launch, launchLottery, launching]);
}
