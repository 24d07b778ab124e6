// The screens this feature gives the app, each loaded only when first opened.
import type { FeatureScreens } from '@mweb/api-client';

export const messagesScreens = {
  help: () => import('./help/help-pages').then((module) => ({ Component: module.HelpCentrePage })),
  helpDetail: () =>
    import('./help/help-pages').then((module) => ({ Component: module.HelpDetailPage })),
} satisfies FeatureScreens;
