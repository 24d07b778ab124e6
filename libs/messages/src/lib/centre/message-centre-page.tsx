import { useLeaveApp, type UrlOpeners } from '@mweb/api-client/leaving';
import { useAccess, useScreenPath } from '@mweb/api-client/screens';
import { isAgent, selectMemberType } from '@mweb/api-client/session';
import { selectCustomerService, selectFlag } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Badge, Header } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLiveChat } from '../chat/use-live-chat';
import { useUnreadCounts } from '../unread-counts';
import styles from '../messages.module.css';

interface Row {
  id: string;
  label: string;
  count?: number;
  onSelect: () => void;
}

function RowButton({ row, unreadLabel }: { row: Row; unreadLabel: string }): ReactNode {
  return (
    <li>
      <button type="button" className={styles['row']} onClick={row.onSelect}>
        <span className={styles['rowTitle']}>{row.label}</span>
        {row.count ? <Badge count={row.count} label={unreadLabel} /> : null}
      </button>
    </li>
  );
}

/**
 * /m/message and /m/messages (SPEC.md section 2): the messaging-service link when configured,
 * announcements, inbox, live chat while CBS3 is on, and affiliate or customer service, with their
 * unread badges. It draws its own top bar, whose back arrow goes home. `openers` stand in for the
 * browser's in tests and stories.
 */
export function MessageCentrePage({ openers }: { openers?: UrlOpeners }) {
  const { t } = useTranslation(['messages', 'common']);
  const navigate = useNavigate();
  const leave = useLeaveApp(openers);
  const home = useScreenPath('home');
  const notice = useScreenPath('notice');
  const inbox = useScreenPath('inbox');
  const links = useAppSelector(selectCustomerService);
  const chatOn = useAppSelector((state) => selectFlag(state, 'CBS3'));
  const agent = isAgent(useAppSelector(selectMemberType));
  const counts = useUnreadCounts();
  const access = useAccess();
  const liveChat = useLiveChat(openers);

  const messagingApp = links.find((link) => link.csType === 'WHATSAPP');
  const service = links.find((link) => link.csType === 'CS');
  const rows: Row[] = [
    ...(messagingApp
      ? [
          {
            id: 'messaging',
            label: t('centre.messaging_app'),
            onSelect: () => void leave.open(messagingApp.url),
          },
        ]
      : []),
    ...(notice
      ? [
          {
            id: 'notice',
            label: t('centre.announcements'),
            count: counts.announcements,
            onSelect: () => void navigate(notice),
          },
        ]
      : []),
    ...(inbox
      ? [
          {
            id: 'inbox',
            label: t('centre.inbox'),
            count: counts.inbox,
            onSelect: () => {
              if (access('realMember')) void navigate(inbox);
            },
          },
        ]
      : []),
    ...(chatOn
      ? [
          {
            id: 'chat',
            label: t('centre.live_chat'),
            count: counts.chat,
            onSelect: () => void liveChat(),
          },
        ]
      : []),
    ...(service
      ? [
          {
            id: 'service',
            label: agent ? t('centre.affiliate_service') : t('centre.customer_service'),
            onSelect: () => void leave.open(service.url),
          },
        ]
      : []),
  ];

  return (
    <>
      <Header
        title={t('centre.title')}
        onBack={() => void navigate(home)}
        backLabel={t('common:header.back')}
        sticky
      />
      <main className={styles['page']}>
        <ul className={styles['list']}>
          {rows.map((row) => (
            <RowButton key={row.id} row={row} unreadLabel={t('messages:unread_label')} />
          ))}
        </ul>
      </main>
    </>
  );
}
