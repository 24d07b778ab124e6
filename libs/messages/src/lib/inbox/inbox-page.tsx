import {
  useDeleteInboxMessageMutation,
  useInboxListQuery,
  useMarkInboxReadMutation,
  type InboxMessage,
} from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { formatDate } from '@mweb/i18n';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  Empty,
  SanitizedHtml,
  useNotice,
} from '@mweb/ui-kit';
import { ListPager, QueryState } from '@mweb/ui-connected';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from '../unread-counts';
import styles from '../messages.module.css';

export const INBOX_PAGE_SIZE = 10;

/** The screen's frame around a state in place of the inbox. */
const inPage = (state: ReactNode) => <main className={styles['page']}>{state}</main>;

/** /m/webEmail: the inbox (real members only, SPEC.md section 4, as its screen record says). */
export function InboxPage() {
  const { t, i18n } = useTranslation(['messages', 'common', 'errors']);
  const notice = useNotice();
  const leave = useLeaveApp();
  const [pageNo, setPageNo] = useState(1);
  const inbox = useInboxListQuery({ pageNo, pageSize: INBOX_PAGE_SIZE });
  const { data } = inbox;
  const { inbox: unread } = useUnreadCounts();
  const [markRead] = useMarkInboxReadMutation();
  const [remove, { isLoading: deleting }] = useDeleteInboxMessageMutation();
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [confirming, setConfirming] = useState(false);

  // A deletion emptied the last page: show the one before it, loading until it comes.
  const emptied = data !== undefined && data.content.length === 0 && pageNo > 1;
  if (emptied) setPageNo(Math.max(1, Math.min(pageNo - 1, data.totalPages)));
  if (!data || inbox.isError || emptied) {
    return (
      <QueryState
        query={emptied ? { isLoading: true, isError: false } : inbox}
        count={6}
        frame={inPage}
      />
    );
  }

  const open = (message: InboxMessage) => {
    setOpened(message);
    // Reading it reloads the list and the unread count (their tags), which lowers the badges.
    if (!message.read) void markRead(message.id);
  };
  const confirmDelete = async () => {
    if (!opened) return;
    try {
      await remove(opened.id).unwrap();
      setConfirming(false);
      setOpened(null);
      notice.success(t('messages:inbox.deleted'));
    } catch {
      setConfirming(false);
      notice.fail(t('errors:network'));
    }
  };

  return (
    <main className={styles['page']}>
      <p className={styles['summary']}>
        <span>{t('messages:inbox.title')}</span>
        <Badge count={unread} label={t('messages:inbox.unread_label')} />
      </p>
      {data.content.length === 0 ? (
        <Empty title={t('messages:inbox.empty')} />
      ) : (
        <ul className={styles['list']}>
          {data.content.map((message) => (
            <li key={message.id} className={message.read ? undefined : styles['unread']}>
              <button type="button" className={styles['row']} onClick={() => open(message)}>
                <span className={styles['rowTitle']}>{message.title}</span>
                <span className={styles['date']}>
                  {formatDate(message.createdAt, i18n.language, { withTime: true })}
                </span>
                <span className={styles['state']}>
                  {message.read
                    ? t('messages:announcement.read')
                    : t('messages:announcement.unread')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ListPager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
      <Dialog
        open={opened !== null && !confirming}
        onClose={() => setOpened(null)}
        title={opened?.title ?? ''}
        closeLabel={t('common:action.close')}
        footer={
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('messages:inbox.delete')}
          </Button>
        }
      >
        {opened ? (
          <>
            <p className={styles['date']}>
              {formatDate(opened.createdAt, i18n.language, { withTime: true })}
            </p>
            <SanitizedHtml
              html={opened.content}
              className={styles['content']}
              onLinkClick={(href) => {
                setOpened(null);
                void leave.open(href);
              }}
            />
          </>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('common:notice')}
        message={t('messages:inbox.delete_confirm')}
        confirmLabel={t('messages:inbox.delete')}
        cancelLabel={t('common:action.cancel')}
        tone="danger"
        busy={deleting}
        busyLabel={t('common:status.please_wait')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
}
