/** What launching a game does, by its vendor (SPEC.md section 4, "Game launch by vendor"). */
export type LaunchPlan =
  | { kind: 'lottery-lobby'; gameCode: 'lobby' }
  | { kind: 'lottery'; playType: LotteryPlayType }
  | { kind: 'general' };

export type LotteryPlayType = 'ent' | 'trad';

const LOBBY_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);
const LOTTERY_VENDORS: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** Entertainment play when the game's lotto mode says so, traditional otherwise. */
export function lotteryPlayType(lottoMode: string | undefined): LotteryPlayType {
  return lottoMode?.includes('Entertainment') ? 'ent' : 'trad';
}

/**
 * TCG_LOTTO_VN and TCG_SEA open the lottery lobby; LOTT and ELOTT start the lottery through the
 * traditional launch route; every other vendor goes through the general launch call.
 */
export function launchPlanFor(game: { vassalage: string; lottoMode?: string }): LaunchPlan {
  if (LOBBY_VENDORS.has(game.vassalage)) return { kind: 'lottery-lobby', gameCode: 'lobby' };
  if (LOTTERY_VENDORS.has(game.vassalage))
    return { kind: 'lottery', playType: lotteryPlayType(game.lottoMode) };
  return { kind: 'general' };
}

/** The category a tab's game type lists under: JL is RNG, EG3 is LIVE, BINGO has none (SPEC.md section 9). */
export function categoryOfGameType(gameType: string): string {
  switch (gameType) {
    case 'JL':
      return 'RNG';
    case 'EG3':
      return 'LIVE';
    case 'BINGO':
      return '';
    default:
      return gameType;
  }
}

const TYPES_WITHOUT_VENDOR: ReadonlySet<string> = new Set(['JL', 'EG3', 'BINGO']);

/** The game list's `vassalage` parameter, omitted for JL, EG3 and Bingo (SPEC.md section 2). */
export function gameListVendor(
  gameType: string,
  vassalage: string | undefined,
): string | undefined {
  return TYPES_WITHOUT_VENDOR.has(gameType.toUpperCase()) ? undefined : vassalage;
}
