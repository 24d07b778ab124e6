import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** Every help article, sections and their children alike, in display order. */
export async function listHelpArticles(platform: Db) {
  return platform.db.selectFrom('help_articles').selectAll().orderBy('sort').execute();
}

/** The biggest wins, of one game category when given. */
export async function listTopWinners(
  platform: Db,
  gameCategory: string | undefined,
  limit: number,
) {
  let select = platform.db.selectFrom('winners').selectAll();
  if (gameCategory) select = select.where('game_category', '=', gameCategory);
  return select.orderBy('amount_cents', 'desc').limit(limit).execute();
}

export async function listCountries(platform: Db) {
  return platform.db.selectFrom('countries').selectAll().orderBy('name').execute();
}
