// The installed app's life in the page, loaded after the first paint: the service worker's
// registration and its "update available", and the offline notice that retries by itself.
import { contentApi, isApiError } from '@mweb/api-client';
import { selectTheme } from '@mweb/api-client/site';
import { storage } from '@mweb/api-client/storage';
import { Button } from '@mweb/ui-kit';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellDispatch, useShellSelector } from '../hooks';
import { useWatchPageSettled } from '../page-settled';
import styles from './installed-app.module.css';
// Through the download popup's module, which shows the prompt: its chunk is then the one this
// chunk loads beside it, and the first load's list of lazy files gains no new one.
import { captureInstallPrompt } from '../home/download-popup';
import { startServiceWorker, type ServiceWorkerClient } from './service-worker-client';
import { useNativeBack } from './native-back';
import { useEnvironment } from '../environment-context';

/** While offline, how often the app tries the gateway again. */
export const OFFLINE_RETRY_MS = 5_000;

const selectStatusCall = contentApi.endpoints.systemStatus.select();

function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.status === 'FETCH_ERROR';
}

/** The browser's online and offline events, for `useSyncExternalStore`. */
function subscribeToConnection(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Whether the browser says it is online, kept up to date. An external store rather than state and
 * an effect: a change between this chunk's first render and its subscription (the browser going
 * offline while the notices load) is read at subscription, not missed.
 */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Offline (the browser says so, or the gateway cannot be reached): a notice, and a new try every
 * few seconds. The first answer brings every screen's data back.
 */
function useOffline(): boolean {
  const dispatch = useShellDispatch();
  const browserOnline = useBrowserOnline();
  const unreachable = useShellSelector((state) => isNetworkFailure(selectStatusCall(state).error));
  const offline = !browserOnline || unreachable;
  useEffect(() => {
    if (!offline) return;
    const timer = setInterval(() => {
      const call = dispatch(
        contentApi.endpoints.systemStatus.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
      // The store's listeners (RTK Query's refetch on reconnect) and every screen waiting for
      // the connection hear the return the way they hear the browser's own.
      void call.unwrap().then(
        () => window.dispatchEvent(new Event('online')),
        () => undefined,
      );
    }, OFFLINE_RETRY_MS);
    return () => clearInterval(timer);
  }, [offline, dispatch]);
  return offline;
}

/**
 * Registers the service worker once the page has loaded and settled. Its first install downloads
 * and stores the whole shell, some 0.7 s of processor time in a desktop Chromium: on a phone's two
 * or four cores, begun at the load event, it ran beside the page's own first seconds (its lower
 * sections, its popups) and made each of their tasks longer.
 */
function useServiceWorker(settled: boolean): { updateAvailable: boolean; applyUpdate: () => void } {
  const [updateAvailable, setUpdateAvailable] = useState(false);
  const client = useRef<ServiceWorkerClient | null>(null);
  useEffect(() => {
    // Only the production build has a service worker; the dev server's modules change under it.
    if (!settled || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const started = startServiceWorker(navigator.serviceWorker, () => setUpdateAvailable(true));
    client.current = started;
    return () => started.stop();
  }, [settled]);
  return { updateAvailable, applyUpdate: () => client.current?.applyUpdate() };
}

export interface InstalledAppNoticesProps {
  offline: boolean;
  updateAvailable: boolean;
  onUpdate: () => void;
}

/** The offline notice, or else the offer to load the new release. */
export function InstalledAppNotices({
  offline,
  updateAvailable,
  onUpdate,
}: InstalledAppNoticesProps) {
  const { t } = useTranslation('common');
  if (offline) {
    return (
      <div className={styles['banner']} role="status">
        <p className={styles['text']}>{t('installed.offline')}</p>
      </div>
    );
  }
  if (updateAvailable) {
    return (
      <div className={styles['banner']} role="status">
        <p className={styles['text']}>{t('installed.update_available')}</p>
        <Button onClick={onUpdate}>{t('installed.reload')}</Button>
      </div>
    );
  }
  return null;
}

/** The browser's and the installed app's bars take the chosen theme's background. */
function useThemeColour() {
  const theme = useShellSelector(selectTheme);
  useEffect(() => {
    // After this commit's other effects, the theme's own among them.
    queueMicrotask(() => {
      const background = getComputedStyle(document.documentElement)
        .getPropertyValue('--mweb-color-bg')
        .trim();
      if (background)
        document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
    });
  }, [theme]);
}

/** Mounted by the shell, from its own chunk. */
export function InstalledApp() {
  const settled = useWatchPageSettled();
  useThemeColour();
  useNativeBack();
  const { webClip } = useEnvironment();
  useEffect(() => {
    // A web clip's profile opens the app with ?webclip=1: later visits know it too (WEBCLIP).
    if (webClip) storage.write('WEBCLIP', '1');
  }, [webClip]);
  useEffect(() => captureInstallPrompt(), []);
  const offline = useOffline();
  const { updateAvailable, applyUpdate } = useServiceWorker(settled);
  return (
    <InstalledAppNotices
      offline={offline}
      updateAvailable={updateAvailable}
      onUpdate={applyUpdate}
    />
  );
}
