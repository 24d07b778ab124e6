import { createApi } from '@reduxjs/toolkit/query/react';
import { gatewayBaseQuery } from './gateway-base-query';

/** Cache tags, declared once: a mutation invalidates what it changes, across domains. */
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
  'Records',
  'Security',
  'Promotion',
] as const;

/** The only createApi in the repository; each domain injects its endpoints (docs/adr/0001). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: gatewayBaseQuery,
  tagTypes: TAG_TYPES,
  // A cached answer is reused for a minute; screens that need fresher data refetch on mount.
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
