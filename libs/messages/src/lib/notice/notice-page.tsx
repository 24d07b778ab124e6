import {
  useAnnouncementsQuery,
  useMarkAnnouncementReadMutation,
  type Announcement,
} from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { selectMerchantCode } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { QueryState } from '@mweb/ui-connected';
import { SanitizedHtml } from '@mweb/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../messages.module.css';

/** The screen's frame around a state in place of the list. */
const inPage = (state: ReactNode) => <main className={styles['page']}>{state}</main>;

/** The announcements the screen lists: banners, player notices and popups, for the mobile site. */
export const NOTICE_TYPES = 'B,PL,PU';

/**
 * /m/notice: the announcements with their read state. A tap opens one and marks it read here at
 * once; a member's mark then goes to the server (throttled to one call per 150 ms in the
 * transport), whose answer reloads the list (SPEC.md section 4).
 */
export function NoticePage() {
  const { t } = useTranslation('messages');
  const merchantCode = useAppSelector(selectMerchantCode);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const leave = useLeaveApp();
  const announcements = useAnnouncementsQuery({ types: NOTICE_TYPES, platform: 'M', merchantCode });
  const { data } = announcements;
  const [markRead] = useMarkAnnouncementReadMutation();
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);

  if (!data || data.length === 0 || announcements.isError) {
    return (
      <QueryState
        query={announcements}
        isEmpty={(list) => list.length === 0}
        emptyTitle={t('no_announcement')}
        count={6}
        frame={inPage}
      />
    );
  }

  const isRead = (announcement: Announcement) => announcement.read || readHere.has(announcement.id);
  const toggle = (announcement: Announcement) => {
    setOpenId(openId === announcement.id ? null : announcement.id);
    if (isRead(announcement)) return;
    setReadHere(new Set(readHere).add(announcement.id));
    // A guest's read state lives only here: the server keeps one per member.
    if (loggedIn) void markRead(announcement.id);
  };

  return (
    <main className={styles['page']}>
      <ul className={styles['list']}>
        {data.map((announcement) => {
          const read = isRead(announcement);
          const open = openId === announcement.id;
          const contentId = `announcement-${announcement.id}`;
          return (
            <li key={announcement.id} className={read ? undefined : styles['unread']}>
              <button
                type="button"
                className={styles['row']}
                aria-expanded={open}
                aria-controls={open ? contentId : undefined}
                onClick={() => toggle(announcement)}
              >
                <span className={styles['rowTitle']}>{announcement.title}</span>
                <span className={styles['state']}>
                  {read ? t('announcement.read') : t('announcement.unread')}
                </span>
              </button>
              {open ? (
                <div id={contentId} className={styles['content']}>
                  <SanitizedHtml
                    html={announcement.content}
                    onLinkClick={(href) => void leave.open(href)}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
