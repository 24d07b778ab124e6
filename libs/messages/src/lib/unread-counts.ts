import {
  useAnnouncementUnreadCountQuery,
  useChatUnreadCountQuery,
  useInboxUnreadCountQuery,
} from '@mweb/api-client';
import { selectIsLoggedIn, selectIsTrial } from '@mweb/api-client/session';
import { selectFlag } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';

export interface UnreadCounts {
  announcements: number;
  inbox: number;
  chat: number;
}

/**
 * The member's unread counts (SPEC.md section 3), each asked only of whom it concerns: the
 * announcements' of a logged-in member, the inbox's of a real member, the chat's of a real member
 * while CBS3 is on (section 6). The transport throttles the inbox count to one call per 250 ms.
 */
export function useUnreadCounts(): UnreadCounts {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const chatOn = useAppSelector((state) => selectFlag(state, 'CBS3'));
  const realMember = loggedIn && !trial;
  const announcements = useAnnouncementUnreadCountQuery(undefined, { skip: !loggedIn });
  const inbox = useInboxUnreadCountQuery(undefined, { skip: !realMember });
  const chat = useChatUnreadCountQuery(undefined, { skip: !realMember || !chatOn });
  return {
    announcements: announcements.data?.announcementUnreadCount ?? 0,
    inbox: inbox.data ?? 0,
    chat: chat.data?.unReadCount ?? 0,
  };
}
