import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { StrictMode, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';

interface Status {
  name: string;
  status: string;
}

/** One RTK Query api with one call: what the smallest app of this stack holds. */
export const floorApi = createApi({
  reducerPath: 'floorApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({
    status: build.query<Status, void>({ query: () => 'status.json' }),
  }),
});

const store = configureStore({
  reducer: { [floorApi.reducerPath]: floorApi.reducer },
  middleware: (defaults) => defaults().concat(floorApi.middleware),
});

await i18next.init({
  lng: 'en',
  resources: { en: { translation: { home: 'Home', about: 'About', status: 'Status' } } },
});

function Layout() {
  const { t } = useTranslation();
  const { data } = floorApi.useStatusQuery();
  return (
    <main>
      <h1>floor</h1>
      <nav>
        <Link to="/">{t('home')}</Link> <Link to="/about">{t('about')}</Link>
      </nav>
      <p>
        {t('status')}: {data?.status ?? '…'}
      </p>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, Component: lazy(() => import('./home')) },
      { path: 'about', Component: lazy(() => import('./about')) },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element.');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18next}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
