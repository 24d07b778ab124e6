import { Dialog } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import type { Environment } from '../environment';
import { DownloadGuideView } from '../installed/download-guide-view';
import { useDownloadGuides } from '../installed/download-guides';

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
