// The screens this feature gives the app, each loaded only when first opened.
import type { ComponentType } from 'react';

/** A screen the app's route table mounts lazily (react-router's `lazy`). */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

export const messagesScreens = {
  help: () => import('./help/help-pages').then((module) => ({ Component: module.HelpCentrePage })),
  helpDetail: () =>
    import('./help/help-pages').then((module) => ({ Component: module.HelpDetailPage })),
} satisfies Record<string, LazyScreen>;
