import { useScreenPath } from '@mweb/api-client/screens';
import { Button } from '@mweb/ui-kit';
import { useEffect, useState } from 'react';
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

/** Why a screen's code did not arrive: no connection, or a release that replaced the files. */
export type ChunkFailure = 'offline' | 'update';

/**
 * Tells an offline player from a replaced release: offline while the browser says so, or when the
 * chunk's own address cannot be reached; a release only when the server answers that it is gone.
 */
export async function chunkFailureOf(
  error: unknown,
  online: boolean = navigator.onLine,
  probe: (url: string) => Promise<Response> = (url) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }),
): Promise<ChunkFailure> {
  if (!online) return 'offline';
  const message = error instanceof Error ? error.message : String(error);
  const url = /https?:\/\/\S+?\.m?js\b/.exec(message)?.[0];
  if (url === undefined) return 'update';
  try {
    const answer = await probe(url);
    return answer.status === 404 || answer.status === 410 ? 'update' : 'offline';
  } catch {
    return 'offline';
  }
}

/** The kind of a chunk failure, once known; `null` while it is being told. */
function useChunkFailure(error: unknown): ChunkFailure | null {
  const [failure, setFailure] = useState<ChunkFailure | null>(null);
  useEffect(() => {
    let current = true;
    void chunkFailureOf(error).then((kind) => {
      if (current) setFailure(kind);
    });
    return () => {
      current = false;
    };
  }, [error]);
  return failure;
}

/**
 * A screen whose code could not be downloaded. Offline, it says so and reloads by itself when the
 * connection returns; when a new release really replaced the files, it offers the reload.
 */
export function ScreenUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const failure = useChunkFailure(error);
  useEffect(() => {
    if (failure !== 'offline') return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failure]);
  if (failure === null) {
    return <main className={styles['page']} aria-busy="true" aria-label={t('status.loading')} />;
  }
  const offline = failure === 'offline';
  return (
    <main className={styles['page']} aria-labelledby="update-title">
      <h1 id="update-title" className={styles['title']}>
        {offline ? t('route_error.offline_title') : t('route_error.update_title')}
      </h1>
      <p className={styles['body']}>
        {offline ? t('route_error.offline_body') : t('route_error.update_body')}
      </p>
      <div className={styles['actions']}>
        <Button onClick={() => window.location.reload()}>
          {offline ? t('action.retry') : t('route_error.reload')}
        </Button>
      </div>
    </main>
  );
}

/**
 * What a crashed screen shows instead of a white page: a way to try again, or, when the screen's
 * code could not be downloaded, whether the player is offline or a new release is there.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const { t } = useTranslation('common');
  if (!isRouteErrorResponse(error)) console.error('A screen failed to render.', error);
  if (isChunkLoadError(error)) return <ScreenUnavailable error={error} />;
  return (
    <main className={styles['page']} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles['title']}>
        {t('route_error.title')}
      </h1>
      <p className={styles['body']}>{t('route_error.body')}</p>
      <div className={styles['actions']}>
        <Button onClick={() => void navigate(0)}>{t('action.retry')}</Button>
        <Button variant="secondary" onClick={() => void navigate(home)}>
          {t('menu.home')}
        </Button>
      </div>
    </main>
  );
}
