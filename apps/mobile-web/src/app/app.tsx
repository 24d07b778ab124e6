import { selectLanguage, selectTheme } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { NoticeProvider, applyTheme } from '@mweb/ui-kit';
import type { i18n as I18n } from 'i18next';
import { startTransition, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Environment } from './environment';
import { EnvironmentProvider } from './environment-context';
import type { AppStore } from './store/make-store';

/** Keeps `<html data-theme>` and the translations in step with the stored preferences. */
function PreferenceSync({ i18n }: { i18n: I18n }) {
  const theme = useAppSelector(selectTheme);
  const language = useAppSelector(selectLanguage);
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => {
    if (i18n.language === language) return;
    let current = true;
    // The new language's dictionaries download first; then the switch, with every text of the
    // screen, renders as a transition React may interrupt: the tap that chose it paints at once
    // instead of after the whole app has rendered again (a long task on a slow phone).
    void i18n.loadLanguages(language).then(() => {
      if (current) startTransition(() => void i18n.changeLanguage(language));
    });
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return null;
}

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
  /** Where the app runs, detected once at start-up. */
  environment: Environment;
}

/** The whole app: the store, translations, the environment, notices and one router over the route table. */
export function App({ store, i18n, router, environment }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <EnvironmentProvider environment={environment}>
          <NoticeProvider>
            <PreferenceSync i18n={i18n} />
            <RouterProvider router={router} />
          </NoticeProvider>
        </EnvironmentProvider>
      </I18nextProvider>
    </Provider>
  );
}
