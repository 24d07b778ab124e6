import { sql } from 'kysely';
import { countRows, paged, type PageRequest } from './paging';
import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** Node ids travel as strings; anything but a short run of digits names no game. */
export function parseNodeId(nodeId: string): number | undefined {
  return /^\d{1,9}$/.test(nodeId) ? Number(nodeId) : undefined;
}

export async function findGameByNode(platform: Db, nodeId: string) {
  const id = parseNodeId(nodeId);
  if (id === undefined) return undefined;
  return platform.db.selectFrom('games').selectAll().where('node_id', '=', id).executeTakeFirst();
}

export async function listVendors(platform: Db) {
  return platform.db.selectFrom('vendors').selectAll().orderBy('sort').execute();
}

export interface GameFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBet?: number | undefined;
  minLine?: number | undefined;
}

/** A page of the catalogue, in catalogue order: vendor by vendor, as the seed numbered them. */
export async function findGamesPage(platform: Db, filter: GameFilter, page: PageRequest) {
  let select = platform.db.selectFrom('games');
  if (filter.gameType) select = select.where('game_type', '=', filter.gameType.toUpperCase());
  if (filter.vassalage) select = select.where('vassalage', '=', filter.vassalage);
  if (filter.gameClassify) select = select.where('classify', '=', filter.gameClassify);
  if (filter.gameName) {
    // The name is text to find, never a pattern: LIKE's wildcards in it are escaped (with `!`,
    // the same on SQLite and PostgreSQL), and it travels as a bound parameter.
    const needle = `%${filter.gameName.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
    select = select.where(sql<boolean>`lower(name) like ${needle} escape '!'`);
  }
  if (filter.minBet !== undefined) select = select.where('min_bet', '>=', filter.minBet);
  if (filter.minLine !== undefined) select = select.where('min_line', '>=', filter.minLine);
  const total = await countRows(select);
  const rows = await select.selectAll().orderBy('node_id').$call(paged(page)).execute();
  return { rows, total };
}

/** The games on the hot list, hottest first, at most 30. */
export async function listHotGames(platform: Db) {
  return platform.db
    .selectFrom('games')
    .selectAll()
    .where('hot_rank', 'is not', null)
    .orderBy('hot_rank')
    .orderBy('node_id')
    .limit(30)
    .execute();
}

/** The live-streaming hosts, who are games of type LIVESTREAM in the catalogue. */
export async function listLiveStreamHosts(platform: Db) {
  return platform.db
    .selectFrom('games')
    .select(['node_id', 'name'])
    .where('game_type', '=', 'LIVESTREAM')
    .orderBy('sort')
    .execute();
}

/** The member's favourite node ids, newest first. */
export async function listFavouriteNodeIds(platform: Db, memberId: number): Promise<number[]> {
  const rows = await platform.db
    .selectFrom('favourites')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.node_id);
}

/** A page of the member's favourite games, newest first, of one game type when given. */
export async function findFavouriteGamesPage(
  platform: Db,
  memberId: number,
  gameType: string | undefined,
  page: PageRequest,
) {
  let select = platform.db
    .selectFrom('favourites')
    .innerJoin('games', 'games.node_id', 'favourites.node_id')
    .where('favourites.member_id', '=', memberId);
  if (gameType) select = select.where('games.game_type', '=', gameType.toUpperCase());
  const total = await countRows(select);
  const rows = await select
    .selectAll('games')
    .orderBy('favourites.created_at', 'desc')
    .orderBy('games.node_id')
    .$call(paged(page))
    .execute();
  return { rows, total };
}

export async function addFavourite(
  platform: Platform,
  memberId: number,
  nodeId: number,
): Promise<void> {
  await platform.db
    .insertInto('favourites')
    .values({ member_id: memberId, node_id: nodeId, created_at: platform.now() })
    .onConflict((conflict) => conflict.columns(['member_id', 'node_id']).doNothing())
    .execute();
}

export async function removeFavourite(platform: Db, memberId: number, nodeId: number) {
  await platform.db
    .deleteFrom('favourites')
    .where('member_id', '=', memberId)
    .where('node_id', '=', nodeId)
    .execute();
}

/** Puts the game at the top of the member's recent games. */
export async function recordRecentGame(
  platform: Platform,
  memberId: number,
  nodeId: number,
): Promise<void> {
  const now = platform.now();
  await platform.db
    .insertInto('recent_games')
    .values({ member_id: memberId, node_id: nodeId, played_at: now })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'node_id']).doUpdateSet({ played_at: now }),
    )
    .execute();
}

/** The member's 20 most recently played games. */
export async function listRecentGames(platform: Db, memberId: number) {
  return platform.db
    .selectFrom('recent_games')
    .innerJoin('games', 'games.node_id', 'recent_games.node_id')
    .selectAll('games')
    .where('recent_games.member_id', '=', memberId)
    .orderBy('recent_games.played_at', 'desc')
    .limit(20)
    .execute();
}
