// The screens this feature gives the app, each loaded only when first opened, all from one chunk.
import type { FeatureScreens, LazyScreen } from '@mweb/api-client';
import type * as MessagesPages from './messages-pages';

/** A component of the messages pages' chunk, by its screen's name: the chunk's one dynamic import. */
function messagesPage(name: keyof typeof MessagesPages): LazyScreen {
  return () => import('./messages-pages').then((module) => ({ Component: module[name] }));
}

export const messagesScreens = {
  notice: messagesPage('notice'),
  message: messagesPage('message'),
  webEmail: messagesPage('webEmail'),
  help: messagesPage('help'),
  helpDetail: messagesPage('helpDetail'),
} satisfies FeatureScreens;
