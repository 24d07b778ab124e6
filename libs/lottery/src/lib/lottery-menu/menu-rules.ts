import { lotteryPlayType, type LotteryGame } from '@mweb/api-client';
import { type ScreenQuery } from '@mweb/api-client/screens';
import { drawsOn } from '../draw-timing';

/** The categories that show a weekday filter (SPEC.md section 2, "Game list section"). */
export const WEEKDAY_FILTERED: ReadonlySet<string> = new Set([
  'vietnam_central',
  'vietnam_southern',
]);

/** The weekday numbers in the order the filter shows them: Monday (2) to Saturday (7), then Sunday (1). */
export const WEEKDAYS = [2, 3, 4, 5, 6, 7, 1] as const;

/** The KENO entry's key, and the vendor whose presence brings it (SPEC.md section 2). */
export const KENO = 'keno';
export const KENO_VENDOR = 'GPI';

/** A lottery menu category as the gateway gives it. */
export interface LotteryCategory {
  code: string;
  labelName: string;
  displayName?: string | undefined;
  gameMenus: readonly LotteryGame[];
}

/** One entry of the lottery menu: a category, or the KENO entry. */
export interface MenuEntry {
  code: string;
  label: string;
  games: readonly LotteryGame[];
}

/**
 * The menu's entries: the gateway's categories in its order, then a KENO entry when a GPI
 * provider is available; the KENO entry lists the keno draws. Whether GPI is available is the
 * lottery list call's answer (`gpiAvailable`: it lists GPI lotteries); until it has answered,
 * or where it failed, any GPI lottery in the menu says so.
 */
export function menuEntries(
  categories: readonly LotteryCategory[],
  kenoLabel: string,
  gpiAvailable?: boolean,
): MenuEntry[] {
  const entries = categories
    .filter((category) => category.code !== KENO)
    .map((category) => ({
      code: category.code,
      label: category.displayName ?? category.labelName,
      games: category.gameMenus,
    }));
  const hasGpi =
    gpiAvailable ??
    categories.some((category) =>
      category.gameMenus.some((game) => game.vassalage === KENO_VENDOR),
    );
  if (!hasGpi) return entries;
  const keno = categories.find((category) => category.code === KENO)?.gameMenus ?? [];
  return [...entries, { code: KENO, label: kenoLabel, games: keno }];
}

/** The lotteries of a category that draw on a weekday, where the category has the filter. */
export function onWeekday(
  code: string,
  games: readonly LotteryGame[],
  weekday: number,
): readonly LotteryGame[] {
  if (!WEEKDAY_FILTERED.has(code)) return games;
  return games.filter((game) => drawsOn(game.drawDayOfWeek, weekday));
}

/** Favourites first, each group in the menu's order (SPEC.md section 2: for a logged-in user). */
export function favouritesFirst(
  games: readonly LotteryGame[],
  isFavourite: (game: LotteryGame) => boolean,
): LotteryGame[] {
  const favourites = games.filter(isFavourite);
  if (favourites.length === 0) return [...games];
  return [...favourites, ...games.filter((game) => !isFavourite(game))];
}

/**
 * The query of a lottery's launch (/m/launchGame, SPEC.md section 2): its play type, game, group
 * and prize mode, and `pageBack=home` when the launch comes from home (the close returns there).
 */
export function launchQueryOf(
  game: LotteryGame,
  group: string,
  prizeMode: string,
  fromHome = false,
): ScreenQuery {
  return {
    playType: lotteryPlayType(game.lottoMode),
    gameId: game.gameId,
    gameGroupId: group,
    prize_mode: prizeMode,
    pageBack: fromHome ? 'home' : undefined,
  };
}
