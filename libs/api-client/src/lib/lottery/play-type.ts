/** A lottery's play: entertainment or traditional (SPEC.md section 3, "play types"). */
export type LotteryPlayType = 'ent' | 'trad';

/**
 * Entertainment play when the game's lotto mode says so, traditional otherwise (SPEC.md section
 * 4). Here rather than in a feature: the game lists launch lotteries and the lottery menu links
 * to their launch, and both must agree.
 */
export function lotteryPlayType(lottoMode: string | undefined): LotteryPlayType {
  return lottoMode?.includes('Entertainment') ? 'ent' : 'trad';
}
