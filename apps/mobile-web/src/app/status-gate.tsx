import {
  SystemStatus,
  selectCustomerService,
  selectMaintenanceEndTime,
  selectSystemStatus,
  useAppSelector,
  useLeaveApp,
  useSystemStatusQuery,
} from '@mweb/api-client';
import { languageOf, normaliseLanguage } from '@mweb/i18n';
import { Button } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './status-gate.module.css';

/** The status is refreshed in the background this often, and whenever the page comes back into view. */
export const STATUS_REFRESH_MS = 60_000;

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

function MaintenancePage() {
  const { t, i18n } = useTranslation('errors');
  const endTime = useAppSelector(selectMaintenanceEndTime);
  const end = endTime ? new Date(endTime) : null;
  const until =
    end && !Number.isNaN(end.getTime())
      ? new Intl.DateTimeFormat(languageOf(normaliseLanguage(i18n.language)).tag, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(end)
      : null;
  return (
    <GatePage
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      footer={
        until ? <p className={styles['until']}>{t('maintenance.until', { time: until })}</p> : null
      }
    />
  );
}

function RestrictedPage() {
  const { t } = useTranslation('errors');
  const ip = useAppSelector((state) => state.site.ip) ?? '';
  return <GatePage title={t('ip_restricted.title')} body={t('ip_restricted.body', { ip })} />;
}

/**
 * The system status gate (SPEC.md sections 2 and 4): the normal app, the maintenance page, or the
 * IP-restriction page. The cached status decides at once; the refresh runs in the background.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  useSystemStatusQuery(undefined, {
    pollingInterval: STATUS_REFRESH_MS,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const status = useAppSelector(selectSystemStatus);
  if (status === SystemStatus.Maintenance) return <MaintenancePage />;
  if (status === SystemStatus.RegionRestricted) return <RestrictedPage />;
  return children;
}
