import {
  CONTENT_ANNOUNCEMENTS,
  CONTENT_ANNOUNCEMENT_UNREAD_COUNT,
  CONTENT_MARK_ANNOUNCEMENT_READ,
  CONTENT_SYSTEM_STATUS,
  CONTENT_TEMPLATES,
} from '@mweb/api-contract/client';
import { announcementsSchema } from '../base/answer-schemas';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';
import { itemAndList, itemTags } from '../base/tags';
import { statusReceived } from '../site/site.slice';

const { callMutation, callQuery } = callsFor(
  CONTENT_ANNOUNCEMENT_UNREAD_COUNT,
  CONTENT_ANNOUNCEMENTS,
  CONTENT_MARK_ANNOUNCEMENT_READ,
  CONTENT_SYSTEM_STATUS,
  CONTENT_TEMPLATES,
);

// The first page's content calls; the rest load with their screens and sections
// (content-pages.api.ts, promotions.api.ts), so the first load does not carry them.
export const contentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * The site's configuration and gates. The app renders from the last cached answer at once
     * (see loadPersistedState) while this refreshes it in the background; the persistence
     * listener keeps the answer in storage.
     */
    systemStatus: callQuery(build, 'content.systemStatus', {
      data: (_: void) => ({
        device: 'MOBILE',
        url: typeof location === 'undefined' ? undefined : location.host,
      }),
      providesTags: ['Status'],
      onQueryStarted: async (_arg, { queryFulfilled, dispatch }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(statusReceived(data, Date.now()));
        } catch {
          // The cached status stays in force; the gate shows what it last knew.
        }
      },
    }),
    announcements: callQuery(build, 'content.announcements', {
      responseSchema: announcementsSchema,
      providesTags: (announcements) =>
        itemTags('Announcement', announcements, (announcement) => announcement.id),
    }),
    /** Throttled in the transport to one call per 150 ms for the same announcement. */
    markAnnouncementRead: callMutation(build, 'content.markAnnouncementRead', {
      failureShownBy: 'screen',
      data: (announcementId: number) => ({ announcementId, read: true }),
      invalidatesTags: (_result, _error, announcementId) =>
        itemAndList('Announcement', announcementId, 'Unread'),
    }),
    announcementUnreadCount: callQuery(build, 'content.announcementUnreadCount', {
      providesTags: ['Unread'],
    }),
    /** Kept in storage as well, by the persistence listener. */
    templates: callQuery(build, 'content.templates'),
  }),
});

export const {
  useSystemStatusQuery,
  useAnnouncementsQuery,
  useMarkAnnouncementReadMutation,
  useAnnouncementUnreadCountQuery,
  useTemplatesQuery,
} = contentApi;
