import type { LotteryGame } from '@mweb/api-client';

/** A lottery's icon on the image CDN, unless it is already a full URL; none when it shows none. */
export function iconUrlOf(game: LotteryGame, cdn: string): string | undefined {
  const path = game.mobileIconUrl;
  if (!path || game.showIcon === false) return undefined;
  return /^(https?:)?\/\//.test(path) ? path : `${cdn}${path}`;
}
