import { VisuallyHidden } from '@mweb/ui-kit';
import { useState } from 'react';
import { BRAND_NAME } from '../config';
import { useEnvironment } from '../environment-context';
import { DownloadPopup } from './download-popup';
import { HomeHeader } from './home-header';
import { HomeSections } from './home-sections';
import styles from './home-page.module.css';

/** The home page: download invitation, banners, announcements and quick links; game sections arrive with the games feature. */
export function HomePage() {
  const environment = useEnvironment();
  const [downloadOpen, setDownloadOpen] = useState(false);
  const openDownload = () => setDownloadOpen(true);
  return (
    <>
      <HomeHeader environment={environment} onOpenDownload={openDownload} />
      <main className={styles['page']} aria-labelledby="home-title">
        <VisuallyHidden as="h1" id="home-title">
          {BRAND_NAME}
        </VisuallyHidden>
        <HomeSections environment={environment} onOpenDownload={openDownload} />
      </main>
      <DownloadPopup
        open={downloadOpen}
        onClose={() => setDownloadOpen(false)}
        environment={environment}
      />
    </>
  );
}
