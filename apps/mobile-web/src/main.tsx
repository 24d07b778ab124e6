import './zod-without-eval';
import { contentApi } from '@mweb/api-client';
import { nextTask, setBootedDispatch, setSplashUntil } from '@mweb/api-client/scheduling';
import { BASENAME, provideGameParts, screenPath } from '@mweb/api-client/screens';
import { selectSystemStatus } from '@mweb/api-client/site';
import { storage } from '@mweb/api-client/storage';
// Ends the first task of the modules' evaluation here: see the module.
import './yield-after-store-code';
import { createI18n } from '@mweb/i18n';
import '@mweb/ui-kit/tokens.css';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { LANGUAGE_OFFERS, MERCHANT_CODE, TRUSTED_HOSTS } from './app/config';
import { browserEnvironment, deviceHeaderFor, registerMethodFor } from './app/environment';
import { firstRenderReady } from './app/first-render';
import { GAME_PARTS } from './app/game-parts';
import { sendBannerCalls } from './app/home/banner-calls';
import { MOUNTED_SCREENS, routes, startScreenCode } from './app/routes';
import { shutsTheApp } from './app/status-gate';
import { makeStore } from './app/store/make-store';
import './styles.css';

// Detected once, here: the store's device headers and the App's download offers both read it.
const environment = browserEnvironment(storage.read('WEBCLIP') === '1');

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element.');

// index.html's splash is the page's first paint, and the app's first commit replaces it: what
// waits for the first paint waits for the app's, not the splash's.
if (container.firstElementChild)
  setSplashUntil(
    new Promise((replaced) => {
      const watch = new MutationObserver(() => {
        watch.disconnect();
        replaced();
      });
      watch.observe(container, { childList: true });
    }),
  );

/**
 * The boot, in steps of a task each: evaluating the first load's modules is two long tasks
 * already, and the store, the status call, the dictionaries and the router after it in the same
 * task made it some 45 ms on a fast machine, four times that on a cheap phone. Between steps the
 * browser may paint or take a tap; each step is a few milliseconds (the store 6, the status
 * call's dispatch 10, the router 10-15, on this machine).
 */
async function boot(container: HTMLElement): Promise<void> {
  await nextTask();
  const store = makeStore({
    site: {
      merchantCode: MERCHANT_CODE,
      device: deviceHeaderFor(environment),
      registerMethod: registerMethodFor(environment),
      mountedScreens: MOUNTED_SCREENS,
      trustedHosts: TRUSTED_HOSTS,
      languages: LANGUAGE_OFFERS,
    },
  });
  setupListeners(store.dispatch);
  setBootedDispatch(store.dispatch);
  await nextTask();
  // The status call decides whether the app is shown at all, and the home page's calls wait for
  // it: it starts first, while the dictionaries download, rather than after the first render. The
  // status gate's subscription then takes this request over instead of sending another.
  const statusCall = store.dispatch(
    contentApi.endpoints.systemStatus.initiate(undefined, { subscribe: false }),
  );
  const firstVisit = store.getState().site.systemStatus === null;
  // Home's banners, its largest paint, are asked for the moment the status answers, while the
  // dictionaries download, rather than by the first render's effects; and home's first render
  // waits for them, so that its first paint holds the banner's picture instead of its placeholder.
  const bannersAnswered =
    location.pathname === `${BASENAME}${screenPath('home')}`
      ? statusCall.then(async () => {
          // Not in the task that took the status answer in: storing it is a long step already.
          await nextTask();
          return shutsTheApp(selectSystemStatus(store.getState()))
            ? undefined
            : sendBannerCalls(store);
        })
      : undefined;
  await nextTask();
  // The dictionaries start downloading beside the status call.
  const ready = firstRenderReady(
    createI18n({ storedLanguage: store.getState().preferences.language }),
    bannersAnswered ?? (firstVisit ? statusCall : undefined),
  );
  await nextTask();
  // A lazy screen's code and dictionary (the login page's, say) start downloading now, not when
  // the router is made: in one of the boot's longest tasks, and the step after this one.
  startScreenCode(location.pathname);
  await nextTask();
  // The router's first navigation takes over the screen's download started above.
  const router = createBrowserRouter(routes, { basename: BASENAME });

  const i18n = await ready;
  provideGameParts(GAME_PARTS);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} i18n={i18n} router={router} environment={environment} />
      </StrictMode>,
    );
  });
}

void boot(container);
