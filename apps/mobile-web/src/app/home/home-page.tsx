import { afterFirstContentfulPaint } from '@mweb/api-client/scheduling';
import { VisuallyHidden } from '@mweb/ui-kit';
import { Suspense, useState } from 'react';
import { BRAND_NAME } from '../config';
import { useEnvironment } from '../environment-context';
import { lazyExport } from '../lazy-export';
import { HomeHeader } from './home-header';
import { HomeSections } from './home-sections';
import styles from './home-page.module.css';
import { useStatusAnswered } from './status-answered';

/** Only a tap opens the popup, so its code is not part of the first load. */
const DownloadPopup = lazyExport(() => import('./download-popup'), 'DownloadPopup');

/**
 * The sections below the fold (the games first) arrive after the first paint, in one chunk: their
 * code starts downloading once the page has shown its first content (the banner's picture, on a
 * cold start), so that nothing of theirs stands before it.
 */
const HomeBelowFold = lazyExport(
  () => afterFirstContentfulPaint().then(() => import('./home-below-fold')),
  'HomeBelowFold',
);

/** Like the rest of home, the sections below the fold wait for the status answer. */
function BelowFold() {
  if (!useStatusAnswered()) return null;
  return (
    <Suspense fallback={null}>
      <HomeBelowFold />
    </Suspense>
  );
}

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
        <BelowFold />
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
