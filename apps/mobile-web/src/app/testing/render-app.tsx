import { BASENAME } from '@mweb/api-client/screens';
import type { SiteState } from '@mweb/api-client/site';
import { createTypedStorage, type StorageAreas } from '@mweb/api-client/testing';
import { MemoryStorage } from '@mweb/api-client/testing';
import { createI18n } from '@mweb/i18n';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app';
import { browserEnvironment } from '../environment';
import { MOUNTED_SCREENS, routes } from '../routes';
import { makeStore } from '../store/make-store';

export const TEST_GATEWAY = 'http://gateway.test';

/** The whole app at `url`, with in-memory storage and the gateway at TEST_GATEWAY (answered by MSW). */
export async function renderApp(
  url: string,
  areas: StorageAreas = { local: new MemoryStorage(), session: new MemoryStorage() },
  /** The deployment's configuration beyond the test's gateway (a brand's languages, say). */
  site: Partial<SiteState> = {},
) {
  const storage = createTypedStorage(areas, () => undefined);
  const analytics: { name: string }[] = [];
  const store = makeStore({
    storage,
    site: {
      gatewayOrigin: TEST_GATEWAY,
      merchantCode: 'demo',
      mountedScreens: MOUNTED_SCREENS,
      ...site,
    },
    analytics: (event) => analytics.push(event),
  });
  const i18n = await createI18n({ storedLanguage: store.getState().preferences.language });
  const router = createMemoryRouter(routes, { basename: BASENAME, initialEntries: [url] });
  const view = render(
    <App store={store} i18n={i18n} router={router} environment={browserEnvironment(false)} />,
  );
  return { ...view, store, router, areas, analytics, i18n };
}
