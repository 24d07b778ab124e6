import { Dialog } from '@mweb/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Environment } from '../environment';
import { DownloadGuideView } from '../installed/download-guide-view';
import { useDownloadGuides } from '../installed/download-guides';
import { useOuterAppPath } from '../outer-app/use-outer-app-path';

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
  const outerApp = useOuterAppPath();
  // Another app's browser can neither download nor install: the outer-app screen says how to
  // leave it. The popup closes first, so that coming back does not send the player there again.
  useEffect(() => {
    if (!open || !outerApp) return;
    onClose();
    void navigate(outerApp);
  }, [open, outerApp, onClose, navigate]);
  if (outerApp) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('app_download.title')}
      closeLabel={t('action.close')}
      maskClosable
    >
      {sections.map((guide) => (
        <DownloadGuideView key={guide.id} guide={guide} level={3} classNames={styles} />
      ))}
    </Dialog>
  );
}
