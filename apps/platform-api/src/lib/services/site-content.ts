import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** Every help article, sections and their children alike, in display order. */
export async function listHelpArticles(platform: Db) {
  return platform.db.selectFrom('help_articles').selectAll().orderBy('sort').execute();
}

/** A winner's name as the board shows it: the first letter, three stars, the last two. */
export function maskedName(username: string): string {
  return `${username.slice(0, 1)}***${username.slice(-2)}`;
}

/**
 * The biggest wins, of one game category when given: the members' settled bets that paid more
 * than they staked (the win is payout minus stake), beside the seeded board, names masked.
 */
export async function listTopWinners(
  platform: Db,
  gameCategory: string | undefined,
  limit: number,
) {
  let seeded = platform.db.selectFrom('winners').selectAll();
  if (gameCategory) seeded = seeded.where('game_category', '=', gameCategory);
  let won = platform.db
    .selectFrom('bets')
    .innerJoin('members', 'members.id', 'bets.member_id')
    .select((eb) => [
      'members.username as username',
      'bets.game_name as game_name',
      'bets.game_type as game_category',
      eb('bets.payout_cents', '-', eb.ref('bets.amount_cents')).as('amount_cents'),
      'bets.created_at as won_at',
    ])
    .where('bets.status', '=', 'settled')
    .whereRef('bets.payout_cents', '>', 'bets.amount_cents');
  if (gameCategory) won = won.where('bets.game_type', '=', gameCategory);
  const [board, bets] = await Promise.all([
    seeded.orderBy('amount_cents', 'desc').limit(limit).execute(),
    won.orderBy('amount_cents', 'desc').limit(limit).execute(),
  ]);
  return [
    ...board,
    ...bets.map((bet) => ({
      ...bet,
      username: maskedName(bet.username),
      amount_cents: Number(bet.amount_cents),
    })),
  ]
    .sort((a, b) => b.amount_cents - a.amount_cents)
    .slice(0, limit);
}

export async function listCountries(platform: Db) {
  return platform.db.selectFrom('countries').selectAll().orderBy('name').execute();
}
