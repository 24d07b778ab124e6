import { BRAND_NAME } from '../config';
import { useBack, useScreenPath } from '@mweb/api-client/screens';
import { selectImageCdn, selectResources } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Header } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { isInstalled } from '../environment';
import { useEnvironment } from '../environment-context';
import { imageUrlOf } from '../home/home-sections';
import { useOuterAppPath } from '../outer-app/use-outer-app-path';
import styles from './app-download-page.module.css';
import { DownloadGuideView } from './download-guide-view';
import { useDownloadGuides } from './download-guides';

/**
 * /m/app, the app download screen (SPEC.md section 2): the app's icon (AppDownloadIcon), then the
 * Android and iOS guides, this phone's first, each with what it can start from here. Installing
 * the web app needs no link (MOBILE.md: for most players "the app" is the installed web app), so
 * both guides always show their steps. Inside the app or an installed web app, it says so.
 */
export function AppDownloadPage() {
  const { t } = useTranslation('common');
  const back = useBack();
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const environment = useEnvironment();
  const cdn = useAppSelector(selectImageCdn);
  const icon = useAppSelector(selectResources).find(
    (resource) => resource.resourceType === 'AppDownloadIcon',
  );
  const guides = useDownloadGuides(environment, () => void navigate(home));
  const outerApp = useOuterAppPath();
  // Another app's browser can neither download nor install: say how to leave it instead.
  if (outerApp) return <Navigate to={outerApp} replace />;
  return (
    <>
      <Header title={t('title.app_download')} onBack={back} backLabel={t('header.back')} sticky />
      <main className={styles['page']}>
        <div className={styles['brand']}>
          {icon ? <img className={styles['icon']} src={imageUrlOf(icon.url, cdn)} alt="" /> : null}
          <p className={styles['name']}>{BRAND_NAME}</p>
        </div>
        {isInstalled(environment) ? (
          <p className={styles['installed']} role="status">
            {t('app_download.installed')}
          </p>
        ) : (
          guides.map((guide) => (
            <DownloadGuideView key={guide.id} guide={guide} level={2} classNames={styles} />
          ))
        )}
      </main>
    </>
  );
}
