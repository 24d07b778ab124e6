import { useLeaveApp } from '@mweb/api-client/leaving';
import { selectResources } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import type { Environment } from '../environment';
import { needsSafari } from '../home/download';
import { showInstallPrompt, useInstallPromptReady } from './install-prompt';

export interface DownloadAction {
  id: string;
  label: string;
  run: () => void;
}

/** One platform's guide: its steps and what the player can start from here. */
export interface DownloadGuide {
  id: 'android' | 'ios';
  title: string;
  steps: string[];
  /** Empty when the operator configured nothing for this platform and the browser offers nothing. */
  actions: DownloadAction[];
}

/**
 * The Android and iOS guides, from the download links by `resourceType` (SPEC.md section 3):
 * Android's browser prompt where Chromium offers one, then its package (Android); iOS's app (IOS)
 * and its web-clip profile (MOBILECONFIG). Every link goes through the URL policy; on iOS outside
 * Safari the notice says to use Safari instead of starting a download that fails. The guide of
 * this phone's platform comes first.
 */
export function useDownloadGuides(environment: Environment, onInstalled: () => void) {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const leave = useLeaveApp();
  const resources = useAppSelector(selectResources);
  const installReady = useInstallPromptReady();
  const find = (type: string) =>
    resources.find((resource) => resource.resourceType === type)?.url ?? null;
  const android = find('Android');
  const iosLinks = [
    { id: 'ios-app', url: find('IOS'), label: t('download_bar.action') },
    { id: 'ios-profile', url: find('MOBILECONFIG'), label: t('app_download.ios_profile') },
  ];
  const startIos = (url: string) => {
    // Only Safari can install on iOS.
    if (needsSafari(environment)) {
      notice.info(`${t('app_safari_notice_title')}: ${t('app_download_safari_required')}`);
      return;
    }
    void leave.open(url);
  };
  const guides: DownloadGuide[] = [
    {
      id: 'android',
      title: t('app_download.android'),
      steps: [
        t('app_download.android_step_1'),
        t('app_download.android_step_2'),
        t('app_download.android_step_3'),
      ],
      actions: [
        installReady && {
          id: 'install',
          label: t('app_download.install'),
          run: () =>
            void showInstallPrompt().then((installed) => {
              if (installed) onInstalled();
            }),
        },
        android !== null && {
          id: 'android',
          label: t('download_bar.action'),
          run: () => void leave.open(android),
        },
      ].filter((action) => action !== false),
    },
    {
      id: 'ios',
      title: t('app_download.ios'),
      steps: [
        t('app_download.ios_step_1'),
        t('app_download.ios_step_2'),
        t('app_download.ios_step_3'),
      ],
      actions: iosLinks.flatMap(({ id, url, label }) =>
        url === null ? [] : [{ id, label, run: () => startIos(url) }],
      ),
    },
  ];
  return environment.iosVersion !== null ? guides.reverse() : guides;
}
