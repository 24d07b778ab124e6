import {
  useDeleteInboxMessageMutation,
  useInboxListQuery,
  useLeaveApp,
  useMarkInboxReadMutation,
  type InboxMessage,
} from '@mweb/api-client';
import { formatDate } from '@mweb/i18n';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  Empty,
  Pager,
  SanitizedHtml,
  useNotice,
} from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Failed, Loading } from '../page-states';
import { useUnreadCounts } from '../unread-counts';
import styles from '../messages.module.css';

export const INBOX_PAGE_SIZE = 10;

/** /m/webEmail: the inbox (real members only, SPEC.md section 4, as its screen record says). */
export function InboxPage() {
  const { t, i18n } = useTranslation(['messages', 'common', 'errors']);
  const notice = useNotice();
  const leave = useLeaveApp();
  const [pageNo, setPageNo] = useState(1);
  const { data, isLoading, isError, refetch } = useInboxListQuery({
    pageNo,
    pageSize: INBOX_PAGE_SIZE,
  });
  const { inbox: unread } = useUnreadCounts();
  const [markRead] = useMarkInboxReadMutation();
  const [remove, { isLoading: deleting }] = useDeleteInboxMessageMutation();
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (isLoading) return <Loading />;
  if (isError || !data) return <Failed onRetry={() => void refetch()} />;
  // A deletion emptied the last page: show the one before it.
  if (data.content.length === 0 && pageNo > 1) {
    setPageNo(Math.max(1, Math.min(pageNo - 1, data.totalPages)));
    return <Loading />;
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
      <Pager
        pageNo={pageNo}
        totalPages={data.totalPages}
        onPage={setPageNo}
        label={t('messages:inbox.pages')}
        previousLabel={t('common:action.previous')}
        nextLabel={t('common:action.next')}
        position={t('common:pagination.page', { current: pageNo, total: data.totalPages })}
      />
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
