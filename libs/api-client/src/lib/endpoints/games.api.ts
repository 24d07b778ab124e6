import {
  GAMES_ADD_FAVOURITE,
  GAMES_ADD_RECENT_GAME,
  GAMES_FAVOURITE_IDS,
  GAMES_FAVOURITE_LIST,
  GAMES_GAME_LIST,
  GAMES_HOT_GAMES,
  GAMES_LAUNCH_GAME,
  GAMES_RECENT_GAMES,
  GAMES_REMOVE_FAVOURITE,
  GAMES_TRIAL_GAME_LAUNCH,
  GAMES_VENDORS_BY_MERCHANT,
  GAMES_VENDOR_GAME_TYPES,
} from '@mweb/api-contract/client';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import { LOTTERY_LAUNCH_TIMEOUT_MS } from '../base/gateway-base-query';
import type { ArgOf } from '../base/call-types';
import { itemAndList, itemTags } from '../base/tags';

const { callMutation, callQuery } = callsFor(
  GAMES_ADD_FAVOURITE,
  GAMES_ADD_RECENT_GAME,
  GAMES_FAVOURITE_IDS,
  GAMES_FAVOURITE_LIST,
  GAMES_GAME_LIST,
  GAMES_HOT_GAMES,
  GAMES_LAUNCH_GAME,
  GAMES_RECENT_GAMES,
  GAMES_REMOVE_FAVOURITE,
  GAMES_TRIAL_GAME_LAUNCH,
  GAMES_VENDOR_GAME_TYPES,
  GAMES_VENDORS_BY_MERCHANT,
);

export const gamesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    vendorGameTypes: callQuery(build, 'games.vendorGameTypes', { keepUnusedDataFor: 600 }),
    vendorsByMerchant: callQuery(build, 'games.vendorsByMerchant', {
      data: (_: void) => ({ platform: 'html5' }),
      keepUnusedDataFor: 600,
    }),
    gameList: callQuery(build, 'games.gameList'),
    /** A favourite's tag is its game's `nodeId`, the id the favourite calls take. */
    favouriteIds: callQuery(build, 'games.favouriteIds', {
      providesTags: (ids) => itemTags('Favourite', ids, (nodeId) => nodeId),
    }),
    favouriteList: callQuery(build, 'games.favouriteList', {
      providesTags: (page) => itemTags('Favourite', page?.content, (game) => game.nodeId),
    }),
    addFavourite: callMutation(build, 'games.addFavourite', {
      failureShownBy: 'screen',
      invalidatesTags: (_result, _error, { nodeId }) => itemAndList('Favourite', nodeId),
    }),
    removeFavourite: callMutation(build, 'games.removeFavourite', {
      failureShownBy: 'screen',
      invalidatesTags: (_result, _error, { nodeId }) => itemAndList('Favourite', nodeId),
    }),
    recentGames: callQuery(build, 'games.recentGames', { providesTags: ['Recent'] }),
    addRecentGame: callMutation(build, 'games.addRecentGame', {
      failureShownBy: 'shell',
      invalidatesTags: ['Recent'],
    }),
    /** Hot games; Urdu has no hot-games copy upstream, so UR asks for English. */
    hotGames: callQuery(build, 'games.hotGames', {
      data: (params: ArgOf<'games.hotGames'>) => ({
        ...params,
        language: params.language?.toUpperCase() === 'UR' ? 'EN' : params.language,
      }),
    }),
    /** Every launch is a new game session, so launches are mutations (never cached or deduplicated). */
    launchGame: callMutation(build, 'games.launchGame', {
      failureShownBy: 'screen',
      timeoutMs: (params) => (params.launchMode === 'LOTT' ? LOTTERY_LAUNCH_TIMEOUT_MS : undefined),
      invalidatesTags: ['Recent'],
    }),
    trialGameLaunch: callMutation(build, 'games.trialGameLaunch', { failureShownBy: 'screen' }),
  }),
});

export const {
  useVendorGameTypesQuery,
  useVendorsByMerchantQuery,
  useGameListQuery,
  useLazyGameListQuery,
  useFavouriteIdsQuery,
  useFavouriteListQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useRecentGamesQuery,
  useAddRecentGameMutation,
  useHotGamesQuery,
  useLaunchGameMutation,
  useTrialGameLaunchMutation,
} = gamesApi;
