import { games } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError, notAvailable } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { randomId } from '../security/tokens';
import type { Platform } from '../services/platform';
import { openSession } from '../services/sessions';
import { toGame } from './shapes';
import { countRows, pageCount, paged } from './paging';

/** A launched game counts as running for this long unless the player leaves it first. */
export const GAME_SESSION_MS = 5 * 60_000;

async function gameByNode(platform: Platform, nodeId: string) {
  if (!/^\d{1,9}$/.test(nodeId)) return undefined;
  return platform.db
    .selectFrom('games')
    .selectAll()
    .where('node_id', '=', Number(nodeId))
    .executeTakeFirst();
}

export function registerGamesRoutes(app: FastifyInstance, platform: Platform): void {
  const vendorEntries = async () => {
    const vendors = await platform.db.selectFrom('vendors').selectAll().orderBy('sort').execute();
    return vendors.map((vendor) => ({
      category: vendor.category,
      entry: { accountTypeName: vendor.name, gameType: vendor.category, vassalage: vendor.code },
    }));
  };

  registerCall(app, platform, games.vendorGameTypes, async () => {
    const content: Record<
      string,
      Record<string, { accountTypeName: string; gameType: string; vassalage: string }[]>
    > = {};
    for (const { category, entry } of await vendorEntries()) {
      const lane = (content[category] ??= {});
      lane[entry.vassalage] = [entry];
    }
    return { content };
  });

  registerCall(app, platform, games.vendorsByMerchant, async () => {
    const mapping: Record<
      string,
      { accountTypeName: string; gameType: string; vassalage: string }[]
    > = {};
    const sorting: string[] = [];
    for (const { category, entry } of await vendorEntries()) {
      if (!mapping[category]) sorting.push(category);
      (mapping[category] ??= []).push(entry);
    }
    return { mapping, sorting };
  });

  registerCall(app, platform, games.gameList, async ({ query }) => {
    let select = platform.db.selectFrom('games');
    if (query.gameType) select = select.where('game_type', '=', query.gameType.toUpperCase());
    if (query.vassalage) select = select.where('vassalage', '=', query.vassalage);
    if (query.gameClassify) select = select.where('classify', '=', query.gameClassify);
    if (query.gameName) {
      const needle = `%${query.gameName.toLowerCase().replace(/[%_\\]/g, '')}%`;
      select = select.where((eb) => eb(eb.fn('lower', ['name']), 'like', needle));
    }
    if (query.minBet !== undefined) select = select.where('min_bet', '>=', query.minBet);
    if (query.minLine !== undefined) select = select.where('min_line', '>=', query.minLine);
    const totalCount = await countRows(select);
    const rows = await select
      .selectAll()
      // Catalogue order: vendor by vendor, as the seed numbered them.
      .orderBy('node_id')
      .$call(paged(query))
      .execute();
    return {
      games: rows.map(toGame),
      pageNum: query.pageNo,
      totalPages: pageCount(totalCount, query.pageSize),
      totalCount,
    };
  });

  registerCall(app, platform, games.favouriteIds, async ({ member }) => {
    const rows = await platform.db
      .selectFrom('favourites')
      .select('node_id')
      .where('member_id', '=', member?.id ?? 0)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => String(row.node_id));
  });

  registerCall(app, platform, games.favouriteList, async ({ query, member }) => {
    let select = platform.db
      .selectFrom('favourites')
      .innerJoin('games', 'games.node_id', 'favourites.node_id')
      .where('favourites.member_id', '=', member?.id ?? 0);
    if (query.gameType) select = select.where('games.game_type', '=', query.gameType.toUpperCase());
    const totalCount = await countRows(select);
    const rows = await select
      .selectAll('games')
      .orderBy('favourites.created_at', 'desc')
      .orderBy('games.node_id')
      .$call(paged(query))
      .execute();
    return {
      content: rows.map(toGame),
      pageNum: query.pageNo,
      totalPages: pageCount(totalCount, query.pageSize),
      totalCount,
    };
  });

  registerCall(app, platform, games.addFavourite, async ({ body, member }) => {
    const game = await gameByNode(platform, body.nodeId);
    if (!game || !member) throw new GatewayError(404, 'game.not.found', 'No such game.');
    await platform.db
      .insertInto('favourites')
      .values({ member_id: member.id, node_id: game.node_id, created_at: platform.now() })
      .onConflict((conflict) => conflict.columns(['member_id', 'node_id']).doNothing())
      .execute();
    return null;
  });

  registerCall(app, platform, games.removeFavourite, async ({ body, member }) => {
    if (member && /^\d{1,9}$/.test(body.nodeId)) {
      await platform.db
        .deleteFrom('favourites')
        .where('member_id', '=', member.id)
        .where('node_id', '=', Number(body.nodeId))
        .execute();
    }
    return null;
  });

  const addRecent = async (memberId: number, nodeId: number) => {
    const now = platform.now();
    await platform.db
      .insertInto('recent_games')
      .values({ member_id: memberId, node_id: nodeId, played_at: now })
      .onConflict((conflict) =>
        conflict.columns(['member_id', 'node_id']).doUpdateSet({ played_at: now }),
      )
      .execute();
  };

  registerCall(app, platform, games.recentGames, async ({ member }) => {
    const rows = await platform.db
      .selectFrom('recent_games')
      .innerJoin('games', 'games.node_id', 'recent_games.node_id')
      .selectAll('games')
      .where('recent_games.member_id', '=', member?.id ?? 0)
      .orderBy('recent_games.played_at', 'desc')
      .limit(20)
      .execute();
    return rows.map(toGame);
  });

  registerCall(app, platform, games.addRecentGame, async ({ query, member }) => {
    const game = await gameByNode(platform, query.nodeId);
    if (!game || !member) throw new GatewayError(404, 'game.not.found', 'No such game.');
    await addRecent(member.id, game.node_id);
    return null;
  });

  registerCall(app, platform, games.hotGames, async () => {
    const rows = await platform.db
      .selectFrom('games')
      .selectAll()
      .where('hot_rank', 'is not', null)
      .orderBy('hot_rank')
      .orderBy('node_id')
      .limit(30)
      .execute();
    return { list: rows.map(toGame) };
  });

  registerCall(
    app,
    platform,
    games.launchGame,
    async ({ query, member }) => {
      if (!member) throw notAvailable();
      if (query.launchMode === 'LOTT') {
        const code = query.lottoGameCode ?? 'lobby';
        const lottery =
          code === 'lobby'
            ? undefined
            : await platform.db
                .selectFrom('lotteries')
                .selectAll()
                .where('code', '=', code)
                .executeTakeFirst();
        if (code !== 'lobby' && !lottery)
          throw new GatewayError(404, 'game.not.found', 'No such lottery.');
        const playType = (lottery?.prize_mode ?? query.lottoPrizeMode) === 'SEA' ? 'trad' : 'ent';
        // The embedded lottery page gets its own session, not the caller's token.
        const token = await openSession(platform, member.id);
        const params = new URLSearchParams({
          token,
          merchant: 'demo',
          css: 'demo.css',
          prize_mode: query.lottoPrizeMode,
          view: query.lottoView,
        });
        return {
          gameUrl: `/m/lotto-h5/v1/${playType}/games/${encodeURIComponent(code)}?${params.toString()}`,
        };
      }
      const game = await gameByNode(platform, query.nodeId);
      if (!game || game.game_id !== query.gameId)
        throw new GatewayError(404, 'game.not.found', 'No such game.');
      const now = platform.now();
      const running = await platform.db
        .selectFrom('game_sessions')
        .select('id')
        .where('member_id', '=', member.id)
        .where('ended_at', 'is', null)
        .where('started_at', '>', now - GAME_SESSION_MS)
        .executeTakeFirst();
      if (running) {
        throw new GatewayError(409, '#734', 'A previous game has not finished: leave it first.');
      }
      const id = randomId();
      await platform.db
        .insertInto('game_sessions')
        .values({
          id,
          member_id: member.id,
          node_id: game.node_id,
          started_at: now,
          ended_at: null,
        })
        .execute();
      await addRecent(member.id, game.node_id);
      const gameUrl = `/platform/game/${id}`;
      return { gameUrl, content: { game_url: gameUrl } };
    },
    {
      // The gateway's own code for a launch without a launch mode.
      invalidQuery: (query) =>
        typeof query === 'object' && query !== null && !('launchMode' in query)
          ? new GatewayError(400, '#727', 'The launch mode is missing.')
          : undefined,
    },
  );

  registerCall(app, platform, games.trialGameLaunch, async ({ query }) => {
    const game = await gameByNode(platform, query.nodeId);
    if (!game || game.game_id !== query.gameId)
      throw new GatewayError(404, 'game.not.found', 'No such game.');
    if (!game.support_play.includes('TRIAL')) throw notAvailable('This game has no trial mode.');
    const id = randomId();
    await platform.db
      .insertInto('game_sessions')
      .values({
        id,
        member_id: 0,
        node_id: game.node_id,
        started_at: platform.now(),
        ended_at: null,
      })
      .execute();
    return { gameUrl: `/platform/game/${id}` };
  });
}
