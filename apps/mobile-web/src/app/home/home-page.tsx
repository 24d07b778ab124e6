import { VisuallyHidden } from '@mweb/ui-kit';
import { Suspense, useCallback, useState } from 'react';
import { BRAND_NAME } from '../config';
import { useEnvironment } from '../environment-context';
import { lazyExport } from '../lazy-export';
import { useRenewOnHomeLoad } from '../session-renewal';
import { HomeHeader } from './home-header';
import { HomeSections } from './home-sections';
import styles from './home-page.module.css';

/** Only a tap opens the popup, so its code is not part of the first load. */
const DownloadPopup = lazyExport(() => import('./download-popup'), 'DownloadPopup');

/** The home page: download invitation, banners, announcements, quick links and the games. */
export function HomePage() {
  const environment = useEnvironment();
  useRenewOnHomeLoad();
  const [downloadOpen, setDownloadOpen] = useState(false);
  // Mounted from the first opening on, so that it can animate closed.
  const [downloadOpened, setDownloadOpened] = useState(false);
  const openDownload = useCallback(() => {
    setDownloadOpened(true);
    setDownloadOpen(true);
  }, []);
  return (
    <>
      <HomeHeader environment={environment} onOpenDownload={openDownload} />
      <main className={styles['page']} aria-labelledby="home-title">
        <VisuallyHidden as="h1" id="home-title">
          {BRAND_NAME}
        </VisuallyHidden>
        <HomeSections environment={environment} onOpenDownload={openDownload} />
      </main>
      {downloadOpened ? (
        <Suspense fallback={null}>
          <DownloadPopup
            open={downloadOpen}
            onClose={() => setDownloadOpen(false)}
            environment={environment}
          />
        </Suspense>
      ) : null}
    </>
  );
}
