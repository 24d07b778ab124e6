import { VisuallyHidden } from '@mweb/ui-kit';
import { Suspense, lazy, useState } from 'react';
import { BRAND_NAME } from '../config';
import { useEnvironment } from '../environment-context';
import { HomeHeader } from './home-header';
import { HomeSections } from './home-sections';
import styles from './home-page.module.css';

/** Only a tap opens the popup, so its code is not part of the first load. */
const DownloadPopup = lazy(() =>
  import('./download-popup').then((module) => ({ default: module.DownloadPopup })),
);

/** The games come after the first paint, from one chunk (the first-load budget is full). */
const HomeGamesSection = lazy(() =>
  import('./home-games').then((module) => ({ default: module.HomeGamesSection })),
);

/** The home page: download invitation, banners, announcements, quick links and the games. */
export function HomePage() {
  const environment = useEnvironment();
  const [downloadOpen, setDownloadOpen] = useState(false);
  // Mounted from the first opening on, so that it can animate closed.
  const [downloadOpened, setDownloadOpened] = useState(false);
  const openDownload = () => {
    setDownloadOpened(true);
    setDownloadOpen(true);
  };
  return (
    <>
      <HomeHeader environment={environment} onOpenDownload={openDownload} />
      <main className={styles['page']} aria-labelledby="home-title">
        <VisuallyHidden as="h1" id="home-title">
          {BRAND_NAME}
        </VisuallyHidden>
        <HomeSections environment={environment} onOpenDownload={openDownload} />
        <Suspense fallback={null}>
          <HomeGamesSection />
        </Suspense>
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
