// The content calls of screens and below-the-fold sections: kept out of content.api.ts, which the
// first load carries (persistence reads its status and templates).
import {
  CONTENT_HELP_CENTER,
  CONTENT_LOBBY_NEWS,
  CONTENT_POPULAR_ANNOUNCEMENTS,
  CONTENT_WINNER_BOARD,
} from '@mweb/api-contract/client';
import { helpCenterSchema, winnerBoardSchema } from '../base/answer-schemas';
import { api } from '../base/base-api';
import { callsFor } from '../base/call-endpoint';

const { callQuery } = callsFor(
  CONTENT_HELP_CENTER,
  CONTENT_LOBBY_NEWS,
  CONTENT_POPULAR_ANNOUNCEMENTS,
  CONTENT_WINNER_BOARD,
);

export const contentPagesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    popularAnnouncements: callQuery(build, 'content.popularAnnouncements'),
    lobbyNews: callQuery(build, 'content.lobbyNews'),
    helpCenter: callQuery(build, 'content.helpCenter', { responseSchema: helpCenterSchema }),
    winnerBoard: callQuery(build, 'content.winnerBoard', { responseSchema: winnerBoardSchema }),
  }),
});

export const {
  usePopularAnnouncementsQuery,
  useLobbyNewsQuery,
  useHelpCenterQuery,
  useWinnerBoardQuery,
} = contentPagesApi;
