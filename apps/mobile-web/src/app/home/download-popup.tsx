import { Button, Dialog } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import type { Environment } from '../environment';
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
      {sections.map((section) => (
        <section
          key={section.id}
          className={styles['section']}
          aria-labelledby={`download-${section.id}`}
        >
          <h3 id={`download-${section.id}`} className={styles['title']}>
            {section.title}
          </h3>
          <ol className={styles['steps']}>
            {section.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {section.actions.map((action) => (
            <Button key={action.id} onClick={action.run}>
              {action.label}
            </Button>
          ))}
        </section>
      ))}
    </Dialog>
  );
}
