import type { FeatureScreens } from '@mweb/api-client';

/** One chunk for all of the app's own screens: the first load pays for one dynamic import. */
const pages = () => import('./app-pages');

/** The screens the app draws itself, besides home. */
export const appScreens = {
  app: () => pages().then((module) => ({ Component: module.AppDownloadPage })),
  agreement: () => pages().then((module) => ({ Component: module.AgreementPage })),
  outerApp: () => pages().then((module) => ({ Component: module.OuterAppPage })),
} satisfies FeatureScreens;
