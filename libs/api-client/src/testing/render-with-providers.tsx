import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createTestStore, type TestStoreOptions } from './create-test-store';

export interface RenderWithProvidersOptions
  extends TestStoreOptions, Omit<RenderOptions, 'wrapper'> {
  /** A store made beforehand, to share with the test; otherwise one is made from the options. */
  store?: ReturnType<typeof createTestStore>['store'];
  /** The URL the router starts at, under the /m basename. */
  route?: string;
  /** A provider for translations (e.g. react-i18next's I18nextProvider with an instance). */
  wrapTranslations?: (children: ReactNode) => ReactNode;
}

/** Renders a screen as the app would: a real store, a router at `route`, and translations if given. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    store: given,
    route = '/m/home',
    wrapTranslations = (children) => children,
    site,
    preloadedState,
    areas,
    ...rest
  } = options;
  const made = given ? undefined : createTestStore({ site, preloadedState, areas });
  const store = given ?? made?.store ?? createTestStore().store;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter basename="/m" initialEntries={[route]}>
        {wrapTranslations(children)}
      </MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
