import { useScreenPath } from '@mweb/api-client';
import { Dialog } from '@mweb/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Environment } from '../environment';
import { DownloadGuideView } from '../installed/download-guide-view';
import { useDownloadGuides } from '../installed/download-guides';
import { inAppBrowserOf } from '../outer-app/in-app-browser';

export { captureInstallPrompt } from '../installed/install-prompt';
import styles from './download-popup.module.css';

export interface DownloadPopupProps {
  open: boolean;
  onClose: () => void;
  environment: Environment;
}

/** The app-download popup: the Android download and the iOS add-to-home-screen guide. */
export function DownloadPopup({ open, onClose, environment }: DownloadPopupProps) {
  const { t } = useTranslation('common');
  // The popup offers only what can start here: a guide without a link or a prompt stays out.
  const sections = useDownloadGuides(environment, onClose).filter(
    (guide) => guide.actions.length > 0,
  );
  const navigate = useNavigate();
  const outerApp = useScreenPath('outerApp');
  const inAppBrowser = outerApp !== null && inAppBrowserOf(navigator.userAgent) !== null;
  // Another app's browser can neither download nor install: the outer-app screen says how to
  // leave it. The popup closes first, so that coming back does not send the player there again.
  useEffect(() => {
    if (!open || !inAppBrowser || !outerApp) return;
    onClose();
    void navigate(outerApp);
  }, [open, inAppBrowser, outerApp, onClose, navigate]);
  if (inAppBrowser) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('app_download.title')}
      closeLabel={t('action.close')}
      maskClosable
    >
      {sections.map((guide) => (
        <DownloadGuideView
          key={guide.id}
          guide={guide}
          level={3}
          classNames={{
            section: styles['section'],
            title: styles['title'],
            steps: styles['steps'],
          }}
        />
      ))}
    </Dialog>
  );
}
