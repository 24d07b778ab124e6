import { games } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { GatewayError, notAvailable } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { hasRunningGame, launchUrlOverride, startGameSession } from '../services/game-sessions';
import {
  addFavourite,
  findFavouriteGamesPage,
  findGameByNode,
  findGamesPage,
  listFavouriteNodeIds,
  listHotGames,
  listRecentGames,
  listVendors,
  parseNodeId,
  recordRecentGame,
  removeFavourite,
} from '../services/games';
import { findLotteryByCode } from '../services/lotteries';
import type { Platform } from '../services/platform';
import { assertMayPlay } from '../services/safer-gambling';
import { openSession } from '../services/sessions';
import { RATE_LIMITS } from './account-shared';
import { pageFields } from './page-answer';
import { toGame } from './shapes';

type VendorEntry = { accountTypeName: string; gameType: string; vassalage: string };

const noSuchGame = () => new GatewayError(404, 'game.not.found', 'No such game.');

export function registerGamesRoutes(app: FastifyInstance, platform: Platform): void {
  const vendorEntries = async () =>
    (await listVendors(platform)).map((vendor) => ({
      category: vendor.category,
      entry: { accountTypeName: vendor.name, gameType: vendor.category, vassalage: vendor.code },
    }));

  registerCall(app, platform, games.vendorGameTypes, async () => {
    const content: Record<string, Record<string, VendorEntry[]>> = {};
    for (const { category, entry } of await vendorEntries()) {
      const lane = (content[category] ??= {});
      lane[entry.vassalage] = [entry];
    }
    return { content };
  });

  registerCall(app, platform, games.vendorsByMerchant, async () => {
    const mapping: Record<string, VendorEntry[]> = {};
    const sorting: string[] = [];
    for (const { category, entry } of await vendorEntries()) {
      if (!mapping[category]) sorting.push(category);
      (mapping[category] ??= []).push(entry);
    }
    return { mapping, sorting };
  });

  registerCall(app, platform, games.gameList, async ({ query }) => {
    const { rows, total } = await findGamesPage(platform, query, query);
    return { games: rows.map(toGame), ...pageFields(total, query) };
  });

  registerCall(app, platform, games.favouriteIds, async ({ member }) =>
    (await listFavouriteNodeIds(platform, member?.id ?? 0)).map(String),
  );

  registerCall(app, platform, games.favouriteList, async ({ query, member }) => {
    const { rows, total } = await findFavouriteGamesPage(
      platform,
      member?.id ?? 0,
      query.gameType,
      query,
    );
    return { content: rows.map(toGame), ...pageFields(total, query) };
  });

  registerCall(app, platform, games.addFavourite, async ({ body, member }) => {
    const game = await findGameByNode(platform, body.nodeId);
    if (!game || !member) throw noSuchGame();
    await addFavourite(platform, member.id, game.node_id);
    return null;
  });

  registerCall(app, platform, games.removeFavourite, async ({ body, member }) => {
    const nodeId = parseNodeId(body.nodeId);
    if (member && nodeId !== undefined) await removeFavourite(platform, member.id, nodeId);
    return null;
  });

  registerCall(app, platform, games.recentGames, async ({ member }) =>
    (await listRecentGames(platform, member?.id ?? 0)).map(toGame),
  );

  registerCall(app, platform, games.addRecentGame, async ({ query, member }) => {
    const game = await findGameByNode(platform, query.nodeId);
    if (!game || !member) throw noSuchGame();
    await recordRecentGame(platform, member.id, game.node_id);
    return null;
  });

  registerCall(app, platform, games.hotGames, async () => ({
    list: (await listHotGames(platform)).map(toGame),
  }));

  registerCall(
    app,
    platform,
    games.launchGame,
    async ({ query, member, token }) => {
      if (!member || !token) throw notAvailable();
      await assertMayPlay(platform, member.id);
      if (query.launchMode === 'LOTT') {
        const code = query.lottoGameCode ?? 'lobby';
        const lottery = code === 'lobby' ? undefined : await findLotteryByCode(platform, code);
        if (code !== 'lobby' && !lottery)
          throw new GatewayError(404, 'game.not.found', 'No such lottery.');
        const playType = (lottery?.prize_mode ?? query.lottoPrizeMode) === 'SEA' ? 'trad' : 'ent';
        // The embedded lottery page gets its own token, not the caller's, bound to the caller's
        // session: it dies with it (logout, a password change, expiry).
        const launchToken = await openSession(platform, member.id, token);
        const params = new URLSearchParams({
          token: launchToken,
          merchant: 'demo',
          css: 'demo.css',
          prize_mode: query.lottoPrizeMode,
          view: query.lottoView,
        });
        // The lottery page's way back, for the app's close control around it.
        if (query.backUrl) params.set('backUrl', query.backUrl);
        return {
          gameUrl: `/m/lotto-h5/v1/${playType}/games/${encodeURIComponent(code)}?${params.toString()}`,
        };
      }
      const game = await findGameByNode(platform, query.nodeId);
      if (!game || game.game_id !== query.gameId) throw noSuchGame();
      // Set only through /dev/games/launch-url: no game session starts for a URL the app refuses.
      const override = await launchUrlOverride(platform);
      if (override) return { gameUrl: override, content: { game_url: override } };
      if (await hasRunningGame(platform, member.id)) {
        throw new GatewayError(409, '#734', 'A previous game has not finished: leave it first.');
      }
      // The game page gets a launch token of its own, bound to the caller's session as the
      // lottery page's is: its page and every bet ask for it, so the game's id alone bets nothing.
      const launchToken = await openSession(platform, member.id, token);
      const id = await startGameSession(platform, member.id, game.node_id, launchToken);
      await recordRecentGame(platform, member.id, game.node_id);
      const gameUrl = `/platform/game/${id}?${new URLSearchParams({ token: launchToken }).toString()}`;
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

  // Every trial launch writes a game session, as in the gateway family: limited per address.
  registerCall(
    app,
    platform,
    games.trialGameLaunch,
    async ({ query }) => {
      const game = await findGameByNode(platform, query.nodeId);
      if (!game || game.game_id !== query.gameId) throw noSuchGame();
      if (!game.support_play.includes('TRIAL')) throw notAvailable('This game has no trial mode.');
      // A trial play belongs to nobody: member 0.
      const id = await startGameSession(platform, 0, game.node_id);
      return { gameUrl: `/platform/game/${id}` };
    },
    { rateLimit: RATE_LIMITS.register },
  );
}
