import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useDispatch, useStore, type useSelector } from 'react-redux';
import type { ApiError } from './api-error';
import { failureReportingModule } from './failure-reporting';
import { gatewayBaseQuery } from './gateway-base-query';
import { useAnswerSelector } from './use-answer-selector';

/**
 * RTK Query's createApi whose hooks render answers in a transition (use-answer-selector.ts) and
 * which keeps who reports each mutation's failure (failure-reporting.ts).
 */
const createApi = buildCreateApi(
  coreModule(),
  failureReportingModule(),
  reactHooksModule({
    hooks: {
      useDispatch,
      useSelector: useAnswerSelector as typeof useSelector,
      useStore,
    },
  }),
);

/**
 * Cache tags, declared once: a mutation invalidates what it changes, across domains. Lists that
 * features mutate (favourites, inbox, announcements, orders, bank cards, promotions) carry one
 * tag per item plus `{ type, id: 'LIST' }` (see tags.ts).
 */
export const TAG_TYPES = [
  'Status',
  'Member',
  'Balance',
  'Favourite',
  'Recent',
  'Announcement',
  'Unread',
  'Inbox',
  'Contract',
  'Rebate',
  'Records',
  'Order',
  'BankCard',
  'Security',
  'Promotion',
  'Safer',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** The only createApi in the repository; each domain injects its endpoints (docs/adr/0001). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: gatewayBaseQuery,
  tagTypes: TAG_TYPES,
  // A cached answer is reused for a minute; screens that need fresher data refetch on mount.
  keepUnusedDataFor: 60,
  // Back online (the browser says so, or the installed app's offline retry got an answer), the
  // screens' calls go again instead of showing their failures.
  refetchOnReconnect: true,
  // An answer that fails its endpoint's responseSchema (money) is one more ApiError, never data.
  catchSchemaFailure: (_error, info): ApiError => ({
    status: 'PARSE_ERROR',
    errorCode: 'parse.error',
    message: `The ${info.endpoint} answer was malformed.`,
  }),
  endpoints: () => ({}),
});
