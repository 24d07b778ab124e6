import { storage } from '@mweb/api-client';
import { createI18n } from '@mweb/i18n';
import '@mweb/ui-kit/tokens.css';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { MERCHANT_CODE } from './app/config';
import { browserEnvironment, deviceHeaderFor, registerMethodFor } from './app/environment';
import { BASENAME, REGISTERED_PATHS, routes } from './app/routes';
import { makeStore } from './app/store/make-store';
import './styles.css';

const environment = browserEnvironment(storage.read('WEBCLIP') === '1');
const store = makeStore({
  site: {
    merchantCode: MERCHANT_CODE,
    device: deviceHeaderFor(environment),
    registerMethod: registerMethodFor(environment),
    screenPaths: Object.fromEntries(REGISTERED_PATHS),
  },
});
setupListeners(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element.');

const i18n = await createI18n({ storedLanguage: store.getState().preferences.language });
const router = createBrowserRouter(routes, { basename: BASENAME });

createRoot(container).render(
  <StrictMode>
    <App store={store} i18n={i18n} router={router} />
  </StrictMode>,
);
