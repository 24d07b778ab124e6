import { lotteryPlayType, type LotteryPlayType } from '@mweb/api-client';

/** What launching a game does, by its vendor (SPEC.md section 4, "Game launch by vendor"). */
export type LaunchPlan =
  | { kind: 'lottery-lobby'; gameCode: 'lobby' }
  | { kind: 'lottery'; playType: LotteryPlayType }
  | { kind: 'general' };

export { lotteryPlayType };
export type { LotteryPlayType };

const LOBBY_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);
const LOTTERY_VENDORS: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

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

/** The e-sports category and its game code (SPEC.md section 9): every e-sports game carries AV. */
export const ESPORTS = { gameType: 'ESPORTS', gameCode: 'AV' } as const;

/**
 * The category a general launch names: the game's own, or e-sports for a game of code AV that
 * came without one (an entry of the recent games or the favourites, say).
 */
export function launchCategoryOf(game: {
  gameType?: string | undefined;
  gameCode?: string | undefined;
}): string | undefined {
  if (game.gameType) return game.gameType;
  return game.gameCode === ESPORTS.gameCode ? ESPORTS.gameType : undefined;
}

const TYPES_WITHOUT_VENDOR: ReadonlySet<string> = new Set(['JL', 'EG3', 'BINGO']);

/** The game list's `vassalage` parameter, omitted for JL, EG3 and Bingo (SPEC.md section 2). */
export function gameListVendor(
  gameType: string,
  vassalage: string | undefined,
): string | undefined {
  return TYPES_WITHOUT_VENDOR.has(gameType.toUpperCase()) ? undefined : vassalage;
}

/** What a category's game list asks for: JL, EG3 and Bingo list without a vendor, Bingo by classify BG. */
export interface GameListFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLine?: number;
}

/** The game list request of a category tab and vendor (SPEC.md section 9, "Category maps"). */
export function gameListFilter(gameType: string, vassalage?: string): GameListFilter {
  const category = categoryOfGameType(gameType.toUpperCase());
  const vendor = gameListVendor(gameType, vassalage);
  return {
    ...(category ? { gameType: category } : {}),
    ...(vendor ? { vassalage: vendor } : {}),
    ...(gameType.toUpperCase() === 'BINGO' ? { gameClassify: 'BG' } : {}),
  };
}

/** The page sizes of SPEC.md section 9. */
export const PAGE_SIZES = { homeSection: 21, gameList: 25, favourites: 15, favouritesHeader: 100 };

/** A vendor of a category, as the vendor menus list it (SPEC.md section 3, "Vendor menu entry"). */
export interface VendorEntry {
  accountTypeName: string;
  gameType: string;
  vassalage: string;
}

/**
 * The categories of the game entrance's side menu that list games: the keys of SPEC.md section 2
 * and the other categories of section 1 and 9 a brand's vendors may offer (sports, e-sports,
 * live streaming, cockfight). A lane shows only when the merchant has a vendor in it.
 */
export const CENTRE_LANES: ReadonlySet<string> = new Set([
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LIVESTREAM',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
]);

/** The lottery lanes: the game entrance lists them by the lottery menu, not the game list. */
export const LOTTERY_LANES: ReadonlySet<string> = new Set(['ELOTT', 'LOTT']);

/**
 * The game entrance's side menu, in order: HOT and FAV, the merchant's lanes as it sorts them, a
 * JL tab after RNG when RNG has a JL vendor, BINGO always after RNG, an EG3 tab after LIVE when
 * LIVE has an EG3 vendor, and PROMO last.
 */
export function centreCategories(
  mapping: Readonly<Record<string, readonly VendorEntry[]>>,
  sorting: readonly string[],
): string[] {
  const has = (lane: string, vendor: string) =>
    (mapping[lane] ?? []).some((entry) => entry.vassalage === vendor);
  const keys = ['HOT', 'FAV'];
  for (const lane of sorting) {
    if (!CENTRE_LANES.has(lane) || (mapping[lane] ?? []).length === 0) continue;
    keys.push(lane);
    if (lane === 'RNG') keys.push(...(has('RNG', 'JL') ? ['JL'] : []), 'BINGO');
    if (lane === 'LIVE' && has('LIVE', 'EG3')) keys.push('EG3');
  }
  if (!keys.includes('BINGO')) keys.push('BINGO');
  keys.push('PROMO');
  return keys;
}

/** The vendor tabs of a category: JL, EG3 and BINGO list without a vendor, so they have none. */
export function vendorTabs(
  category: string,
  mapping: Readonly<Record<string, readonly VendorEntry[]>>,
): readonly VendorEntry[] {
  if (gameListVendor(category, 'any') === undefined) return [];
  return mapping[category] ?? [];
}
