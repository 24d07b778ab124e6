import { useSystemStatusQuery } from '@mweb/api-client';
import { SystemStatus, selectSystemStatus, type SystemStatusCode } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { type ReactNode, Suspense } from 'react';
import { lazyExport } from './lazy-export';

/** The status is refreshed in the background this often, and whenever the page comes back into view. */
export const STATUS_REFRESH_MS = 60_000;

// Only a status that shuts the app shows these pages, so the first load does not carry them.
const MaintenancePage = lazyExport(() => import('./gate-pages'), 'MaintenancePage');
const RestrictedPage = lazyExport(() => import('./gate-pages'), 'RestrictedPage');

/** Whether a status shows a gate page (maintenance, a region restriction) instead of the app. */
export function shutsTheApp(status: SystemStatusCode | null): boolean {
  return status === SystemStatus.Maintenance || status === SystemStatus.RegionRestricted;
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
  if (shutsTheApp(status))
    return (
      <Suspense fallback={null}>
        {status === SystemStatus.Maintenance ? <MaintenancePage /> : <RestrictedPage />}
      </Suspense>
    );
  return children;
}
