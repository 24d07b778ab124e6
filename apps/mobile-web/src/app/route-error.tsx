import { useScreenPath } from '@mweb/api-client';
import { Button } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import styles from './route-error.module.css';

/** A lazy screen whose chunk could not be fetched: usually a new release replaced the old files. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** A screen whose code could not be downloaded: a reload fetches the current release. */
export function UpdateAvailable() {
  const { t } = useTranslation('common');
  return (
    <main className={styles['page']} aria-labelledby="update-title">
      <h1 id="update-title" className={styles['title']}>
        {t('route_error.update_title')}
      </h1>
      <p className={styles['body']}>{t('route_error.update_body')}</p>
      <div className={styles['actions']}>
        <Button onClick={() => window.location.reload()}>{t('route_error.reload')}</Button>
      </div>
    </main>
  );
}

/**
 * What a crashed screen shows instead of a white page: a way to try again, or, when the screen's
 * code could not be downloaded, a reload that fetches the current release.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  if (!isRouteErrorResponse(error)) console.error('A screen failed to render.', error);
  return (
    <main className={styles['page']} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles['title']}>
        {chunk ? t('route_error.update_title') : t('route_error.title')}
      </h1>
      <p className={styles['body']}>
        {chunk ? t('route_error.update_body') : t('route_error.body')}
      </p>
      <div className={styles['actions']}>
        {chunk ? (
          <Button onClick={() => window.location.reload()}>{t('route_error.reload')}</Button>
        ) : (
          <>
            <Button onClick={() => void navigate(0)}>{t('action.retry')}</Button>
            <Button variant="secondary" onClick={() => void navigate(home)}>
              {t('menu.home')}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
