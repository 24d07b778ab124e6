import { ROUTES, type games } from '@mweb/api-contract';
import { api } from '../base/base-api';
import { gateway, type CallArg, type CallValue } from '../base/call-types';
import { LOTTERY_LAUNCH_TIMEOUT_MS } from '../base/gateway-base-query';

type Games = typeof games;

const FAVOURITES = { type: 'Favourite', id: 'LIST' } as const;

export const gamesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    vendorGameTypes: build.query<
      CallValue<Games['vendorGameTypes']>,
      CallArg<Games['vendorGameTypes']>
    >({
      query: (params) => gateway(ROUTES['games.vendorGameTypes'], params),
      keepUnusedDataFor: 600,
    }),
    vendorsByMerchant: build.query<CallValue<Games['vendorsByMerchant']>, void>({
      query: () => gateway(ROUTES['games.vendorsByMerchant'], { platform: 'html5' }),
      keepUnusedDataFor: 600,
    }),
    gameList: build.query<CallValue<Games['gameList']>, CallArg<Games['gameList']>>({
      query: (params) => gateway(ROUTES['games.gameList'], params),
    }),
    favouriteIds: build.query<CallValue<Games['favouriteIds']>, void>({
      query: () => gateway(ROUTES['games.favouriteIds']),
      providesTags: [FAVOURITES],
    }),
    favouriteList: build.query<CallValue<Games['favouriteList']>, CallArg<Games['favouriteList']>>({
      query: (params) => gateway(ROUTES['games.favouriteList'], params),
      providesTags: [FAVOURITES],
    }),
    addFavourite: build.mutation<CallValue<Games['addFavourite']>, CallArg<Games['addFavourite']>>({
      query: (body) => gateway(ROUTES['games.addFavourite'], body),
      invalidatesTags: [FAVOURITES],
    }),
    removeFavourite: build.mutation<
      CallValue<Games['removeFavourite']>,
      CallArg<Games['removeFavourite']>
    >({
      query: (body) => gateway(ROUTES['games.removeFavourite'], body),
      invalidatesTags: [FAVOURITES],
    }),
    recentGames: build.query<CallValue<Games['recentGames']>, void>({
      query: () => gateway(ROUTES['games.recentGames']),
      providesTags: ['Recent'],
    }),
    addRecentGame: build.mutation<
      CallValue<Games['addRecentGame']>,
      CallArg<Games['addRecentGame']>
    >({
      query: (params) => gateway(ROUTES['games.addRecentGame'], params),
      invalidatesTags: ['Recent'],
    }),
    /** Hot games; Urdu has no hot-games copy upstream, so UR asks for English. */
    hotGames: build.query<CallValue<Games['hotGames']>, CallArg<Games['hotGames']>>({
      query: (params) =>
        gateway(ROUTES['games.hotGames'], {
          ...params,
          language: params.language?.toUpperCase() === 'UR' ? 'EN' : params.language,
        }),
    }),
    /** Every launch is a new game session, so launches are mutations (never cached or deduplicated). */
    launchGame: build.mutation<CallValue<Games['launchGame']>, CallArg<Games['launchGame']>>({
      query: (params) =>
        gateway(
          ROUTES['games.launchGame'],
          params,
          params.launchMode === 'LOTT' ? LOTTERY_LAUNCH_TIMEOUT_MS : undefined,
        ),
      invalidatesTags: ['Recent'],
    }),
    trialGameLaunch: build.mutation<
      CallValue<Games['trialGameLaunch']>,
      CallArg<Games['trialGameLaunch']>
    >({
      query: (params) => gateway(ROUTES['games.trialGameLaunch'], params),
    }),
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
