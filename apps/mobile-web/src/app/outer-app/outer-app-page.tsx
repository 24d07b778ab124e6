import { BASENAME, useBack } from '@mweb/api-client/screens';
import { Button, useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { chromeIntentUrl, isAndroid } from './in-app-browser';
import styles from './outer-app-page.module.css';

/** The page's way to the outside world, replaced in tests. */
export interface OuterAppWindow {
  origin: string;
  userAgent: string;
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  /** Leaves for the intent URL (Android opens the browser). */
  go: (url: string) => void;
}

const browserWindow = (): OuterAppWindow => ({
  origin: window.location.origin,
  userAgent: navigator.userAgent,
  // Absent on insecure origins and in some in-app browsers.
  clipboard: 'clipboard' in navigator ? navigator.clipboard : undefined,
  // eslint-disable-next-line no-restricted-syntax -- not a server URL: Chrome's intent for this site's own origin, built by chromeIntentUrl, which the URL policy (http and https only) cannot follow.
  go: (url) => window.location.assign(url),
});

/**
 * /m/outerApp (SPEC.md section 2): the site was opened inside another app's browser, where
 * downloads, installing and payments do not work. It gives the site's address to copy, Chrome's
 * intent on Android or the steps to Safari on iOS, and lets the player carry on here.
 */
export function OuterAppPage({ outside = browserWindow() }: { outside?: OuterAppWindow }) {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const back = useBack();
  const address = new URL(`${BASENAME}/`, outside.origin).href;
  const android = isAndroid(outside.userAgent);
  const copy = async () => {
    try {
      if (!outside.clipboard) throw new Error('No clipboard here.');
      await outside.clipboard.writeText(address);
      notice.success(t('outer_app.copied'));
    } catch {
      notice.info(t('outer_app.copy_failed'));
    }
  };
  return (
    <main className={styles['page']}>
      <p className={styles['explain']}>{t('outer_app.explain')}</p>
      <section className={styles['address']} aria-labelledby="outer-app-address">
        <h2 id="outer-app-address" className={styles['label']}>
          {t('outer_app.address')}
        </h2>
        <p className={styles['url']}>{address}</p>
        <Button variant="secondary" block onClick={() => void copy()}>
          {t('outer_app.copy')}
        </Button>
      </section>
      {android ? (
        <Button block onClick={() => outside.go(chromeIntentUrl(outside.origin, BASENAME))}>
          {t('outer_app.open_browser')}
        </Button>
      ) : (
        <section aria-labelledby="outer-app-safari">
          <h2 id="outer-app-safari" className={styles['label']}>
            {t('outer_app.ios_title')}
          </h2>
          <ol className={styles['steps']}>
            <li>{t('outer_app.ios_step_1')}</li>
            <li>{t('outer_app.ios_step_2')}</li>
            <li>{t('outer_app.ios_step_3')}</li>
          </ol>
        </section>
      )}
      <Button variant="ghost" block onClick={back}>
        {t('outer_app.continue')}
      </Button>
    </main>
  );
}
