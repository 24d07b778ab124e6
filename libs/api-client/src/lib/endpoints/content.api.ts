import { ROUTES, type content } from '@mweb/api-contract';
import { api } from '../base/base-api';
import { gateway, type CallArg, type CallValue } from '../base/call-types';
import { statusReceived } from '../site/site.slice';
import { storage } from '../storage/storage';

type Content = typeof content;

export const contentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * The site's configuration and gates. The app renders from the last cached answer at once
     * (see loadPersistedState) while this refreshes it in the background.
     */
    systemStatus: build.query<CallValue<Content['systemStatus']>, void>({
      query: () =>
        gateway(ROUTES['content.systemStatus'], {
          device: 'MOBILE',
          url: typeof location === 'undefined' ? undefined : location.host,
        }),
      providesTags: ['Status'],
      onQueryStarted: async (_arg, { queryFulfilled, dispatch }) => {
        try {
          const { data } = await queryFulfilled;
          const fetchedAt = Date.now();
          dispatch(statusReceived(data, fetchedAt));
          storage.write('status', { value: data, fetchedAt });
        } catch {
          // The cached status stays in force; the gate shows what it last knew.
        }
      },
    }),
    announcements: build.query<
      CallValue<Content['announcements']>,
      CallArg<Content['announcements']>
    >({
      query: (params) => gateway(ROUTES['content.announcements'], params),
      providesTags: [{ type: 'Announcement', id: 'LIST' }],
    }),
    /** Throttled in the transport to one call per 150 ms for the same announcement. */
    markAnnouncementRead: build.mutation<CallValue<Content['markAnnouncementRead']>, number>({
      query: (announcementId) =>
        gateway(ROUTES['content.markAnnouncementRead'], { announcementId, read: true }),
      invalidatesTags: [{ type: 'Announcement', id: 'LIST' }, 'Unread'],
    }),
    announcementUnreadCount: build.query<CallValue<Content['announcementUnreadCount']>, void>({
      query: () => gateway(ROUTES['content.announcementUnreadCount']),
      providesTags: ['Unread'],
    }),
    popularAnnouncements: build.query<
      CallValue<Content['popularAnnouncements']>,
      CallArg<Content['popularAnnouncements']>
    >({
      query: (params) => gateway(ROUTES['content.popularAnnouncements'], params),
    }),
    lobbyNews: build.query<CallValue<Content['lobbyNews']>, void>({
      query: () => gateway(ROUTES['content.lobbyNews']),
    }),
    templates: build.query<CallValue<Content['templates']>, void>({
      query: () => gateway(ROUTES['content.templates']),
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        try {
          storage.write('setTemplate', (await queryFulfilled).data);
        } catch {
          // Keep the cached templates.
        }
      },
    }),
    helpCenter: build.query<CallValue<Content['helpCenter']>, CallArg<Content['helpCenter']>>({
      query: (params) => gateway(ROUTES['content.helpCenter'], params),
    }),
    winnerBoard: build.query<CallValue<Content['winnerBoard']>, CallArg<Content['winnerBoard']>>({
      query: (params) => gateway(ROUTES['content.winnerBoard'], params),
    }),
    promotions: build.query<CallValue<Content['promotions']>, void>({
      query: () => gateway(ROUTES['content.promotions']),
      providesTags: ['Promotion'],
    }),
    unclaimedRewards: build.query<CallValue<Content['unclaimedRewards']>, void>({
      query: () => gateway(ROUTES['content.unclaimedRewards']),
      providesTags: ['Promotion', 'Unread'],
    }),
    applyPromotion: build.mutation<
      CallValue<Content['applyPromotion']>,
      CallArg<Content['applyPromotion']>
    >({
      query: (body) => gateway(ROUTES['content.applyPromotion'], body),
      invalidatesTags: ['Promotion'],
    }),
  }),
});

export const {
  useSystemStatusQuery,
  useAnnouncementsQuery,
  useMarkAnnouncementReadMutation,
  useAnnouncementUnreadCountQuery,
  usePopularAnnouncementsQuery,
  useLobbyNewsQuery,
  useTemplatesQuery,
  useHelpCenterQuery,
  useWinnerBoardQuery,
  usePromotionsQuery,
  useUnclaimedRewardsQuery,
  useApplyPromotionMutation,
} = contentApi;
