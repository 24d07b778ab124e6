import { selectResources, useAppSelector, useLeaveApp } from '@mweb/api-client';
import { Button, Dialog, useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import type { Environment } from '../environment';
import { showInstallPrompt, useInstallPromptReady } from '../installed/install-prompt';

export { captureInstallPrompt } from '../installed/install-prompt';
import { needsSafari } from './download';
import styles from './download-popup.module.css';

export interface DownloadPopupProps {
  open: boolean;
  onClose: () => void;
  environment: Environment;
}

/** The app-download popup: the Android download and the iOS add-to-home-screen guide. */
export function DownloadPopup({ open, onClose, environment }: DownloadPopupProps) {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const leave = useLeaveApp();
  const resources = useAppSelector(selectResources);
  const find = (type: string) =>
    resources.find((resource) => resource.resourceType === type)?.url ?? null;
  const android = find('Android');
  // Where the browser offers to install the app (Android's Chromium), that comes first.
  const installReady = useInstallPromptReady();
  const install = () =>
    void showInstallPrompt().then((installed) => {
      if (installed) onClose();
    });
  const ios = find('IOS') ?? find('MOBILECONFIG');
  const startIos = (url: string) => {
    // Only Safari can install on iOS: elsewhere, say so instead of starting a download that fails.
    if (needsSafari(environment)) {
      notice.info(`${t('app_safari_notice_title')}: ${t('app_download_safari_required')}`);
      return;
    }
    void leave.open(url);
  };
  const iosFirst = environment.iosVersion !== null;
  const sections = [
    android || installReady
      ? {
          id: 'android',
          title: t('app_download.android'),
          steps: [
            t('app_download.android_step_1'),
            t('app_download.android_step_2'),
            t('app_download.android_step_3'),
          ],
          action: installReady ? t('app_download.install') : t('download_bar.action'),
          onDownload: installReady || !android ? install : () => void leave.open(android),
        }
      : null,
    ios
      ? {
          id: 'ios',
          title: t('app_download.ios'),
          steps: [
            t('app_download.ios_step_1'),
            t('app_download.ios_step_2'),
            t('app_download.ios_step_3'),
          ],
          action: t('download_bar.action'),
          onDownload: () => startIos(ios),
        }
      : null,
  ].filter((section) => section !== null);
  if (iosFirst) sections.reverse();
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
          <Button onClick={section.onDownload}>{section.action}</Button>
        </section>
      ))}
    </Dialog>
  );
}
