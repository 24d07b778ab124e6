// The pages a status that shuts the app shows: only then are they downloaded.
import { useLeaveApp } from '@mweb/api-client/leaving';
import { selectCustomerService, selectMaintenanceEndTime } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { NO_DATE, formatDate } from '@mweb/i18n';
import { Button } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './gate-pages.module.css';

function ContactButton() {
  const { t } = useTranslation('errors');
  const links = useAppSelector(selectCustomerService);
  const leave = useLeaveApp();
  const contact =
    links.find((link) => link.csType === 'LIVECHAT') ??
    links.find((link) => link.csType === 'CS') ??
    links[0];
  if (!contact) return null;
  return <Button onClick={() => void leave.open(contact.url)}>{t('ip_restricted.contact')}</Button>;
}

function GatePage({ title, body, footer }: { title: string; body: string; footer?: ReactNode }) {
  return (
    <main className={styles['page']} aria-labelledby="gate-title">
      <h1 id="gate-title" className={styles['title']}>
        {title}
      </h1>
      <p className={styles['body']}>{body}</p>
      {footer}
      <ContactButton />
    </main>
  );
}

export function MaintenancePage() {
  const { t, i18n } = useTranslation('errors');
  const endTime = useAppSelector(selectMaintenanceEndTime);
  // No end time, or one that is no date: the page says nothing of when it ends.
  const until = endTime ? formatDate(endTime, i18n.language, { withTime: true }) : NO_DATE;
  return (
    <GatePage
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      footer={
        until === NO_DATE ? null : (
          <p className={styles['until']}>{t('maintenance.until', { time: until })}</p>
        )
      }
    />
  );
}

export function RestrictedPage() {
  const { t } = useTranslation('errors');
  const ip = useAppSelector((state) => state.site.ip) ?? '';
  return <GatePage title={t('ip_restricted.title')} body={t('ip_restricted.body', { ip })} />;
}
