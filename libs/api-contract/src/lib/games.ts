import { z } from 'zod';
import { defineCall } from './call';
import { game, nothing, page, pageQuery, queryInt } from './common';

/** A vendor's entry in a category menu (SPEC.md section 3, "Vendor menu entry"). */
export const vendorMenuEntry = z.object({
  accountTypeName: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
});

/** Games grouped by category, then by vendor: `{ content: { RNG: { JL: [...] }, LIVE: {...} } }`. */
export const vendorGameTypes = defineCall({
  id: 'games.vendorGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  query: z.object({ typeId: queryInt.default(1), merchant_code: z.string().min(1).max(32) }),
  value: z.object({
    content: z.record(z.string(), z.record(z.string(), z.array(vendorMenuEntry))),
  }),
  evidence: 'E',
});

/** The merchant's vendors per category lane, with their order. */
export const vendorsByMerchant = defineCall({
  id: 'games.vendorsByMerchant',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  query: z.object({ platform: z.literal('html5') }),
  value: z.object({
    mapping: z.record(z.string(), z.array(vendorMenuEntry)),
    sorting: z.array(z.string()),
  }),
  evidence: 'E',
});

export const gameListQuery = z.object({
  merchant: z.string().min(1).max(32),
  platform: z.string().max(16).default('html5'),
  gameName: z.string().max(64).optional(),
  gameType: z.string().max(16).optional(),
  pageNo: queryInt.min(1).default(1),
  pageSize: queryInt.min(1).max(1000).default(25),
  vassalage: z.string().max(32).optional(),
  gameClassify: z.string().max(16).optional(),
  minBet: z.coerce.number().min(0).optional(),
  minLine: queryInt.min(0).optional(),
  language: z.string().max(8).optional(),
  clientType: queryInt.default(2),
  /** The icon format the device prefers. */
  ext: z.enum(['webp', 'avif', 'svg']).optional(),
});

export type GameListQuery = z.infer<typeof gameListQuery>;

/** Games by category, vendor, name and filters, paged. Lotteries: gameType ELOTT, vassalage GPI, pageSize 1000. */
export const gameList = defineCall({
  id: 'games.gameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  query: gameListQuery,
  value: z.object({
    games: z.array(game),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
  evidence: 'E',
});

/** The node ids of the member's favourites, to star tiles. */
export const favouriteIds = defineCall({
  id: 'games.favouriteIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  value: z.array(z.string()),
  needsToken: true,
  evidence: 'E',
});

export const favouriteList = defineCall({
  id: 'games.favouriteList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  query: pageQuery.extend({
    language: z.string().max(8).optional(),
    gameType: z.string().max(16).optional(),
  }),
  value: page(game),
  needsToken: true,
  evidence: 'E',
});

export const favouriteBody = z.object({
  nodeId: z.string().min(1).max(64),
  vendor: z.string().min(1).max(32),
  gameType: z.string().max(16).optional(),
});

export const addFavourite = defineCall({
  id: 'games.addFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  body: favouriteBody,
  value: nothing,
  errors: ['game.not.found'],
  needsToken: true,
  evidence: 'E',
});

export const removeFavourite = defineCall({
  id: 'games.removeFavourite',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  body: favouriteBody,
  value: nothing,
  needsToken: true,
  evidence: 'E',
});

export const recentGames = defineCall({
  id: 'games.recentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  value: z.array(game),
  needsToken: true,
  evidence: 'E',
});

/** Records a launched game in the member's recent list. */
export const addRecentGame = defineCall({
  id: 'games.addRecentGame',
  method: 'GET',
  path: '/wps/relay/GCS_addRecentGame',
  query: z.object({ gameId: z.string().min(1).max(64), nodeId: z.string().min(1).max(64) }),
  value: nothing,
  errors: ['game.not.found'],
  needsToken: true,
  evidence: 'I',
});

/** The hot games list; the client sends EN when the language is UR. */
export const hotGames = defineCall({
  id: 'games.hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  query: z.object({
    merchantCode: z.string().min(1).max(32),
    isPlatform: queryInt.default(2),
    platform: z.literal('html5'),
    language: z.string().max(8).optional(),
  }),
  value: z.object({ list: z.array(game) }),
  evidence: 'E',
});

/** A general game launch (`launchMode=GLS`). */
export const generalLaunchQuery = z.object({
  launchMode: z.literal('GLS'),
  gameId: z.string().min(1).max(64),
  nodeId: z.string().min(1).max(64),
  vassalage: z.string().min(1).max(32),
  platform: z.string().max(16).default('html5'),
  clientType: queryInt.default(2),
  accountType: queryInt.default(1),
  language: z.string().max(8).optional(),
  gameCategory: z.string().max(16).optional(),
  supportPlay: z.string().max(16).optional(),
});

/** A lottery launch (`launchMode=LOTT`); the client allows it 10 s rather than 30. */
export const lotteryLaunchQuery = z.object({
  launchMode: z.literal('LOTT'),
  lottoArea: z.literal('VN'),
  lottoPrizeMode: z.string().max(16),
  lottoGameCode: z.string().max(32).optional(),
  lottoView: z.enum(['betting', 'lobby']),
  device: z.literal('MOBILE'),
  backUrl: z.string().max(512).optional(),
  language: z.string().max(8).optional(),
});

/**
 * One path launches both kinds of game, told apart by `launchMode`. A missing launch mode answers
 * `#727`; a second launch while one runs answers `#734`.
 */
export const launchGame = defineCall({
  id: 'games.launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  query: z.discriminatedUnion('launchMode', [generalLaunchQuery, lotteryLaunchQuery]),
  value: z.object({
    gameUrl: z.string().optional(),
    content: z.object({ game_url: z.string() }).optional(),
  }),
  errors: ['#727', '#734', 'game.not.found', 'function.not.available'],
  needsToken: true,
  evidence: 'E',
});

/** A trial launch of a game, for guests where the vendor allows it. */
export const trialGameLaunch = defineCall({
  id: 'games.trialGameLaunch',
  method: 'GET',
  path: '/wps/relay/GCS_gameTrialLaunch',
  query: z.object({
    gameId: z.string().min(1).max(64),
    nodeId: z.string().min(1).max(64),
    platform: z.string().max(16),
  }),
  value: z.object({ gameUrl: z.string() }),
  errors: ['game.not.found', 'function.not.available'],
  evidence: 'E',
});
