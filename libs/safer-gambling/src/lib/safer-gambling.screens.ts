// The screens this feature gives the app (docs/architecture/screens.md), each loaded only when
// first opened, all from one chunk.
import { defineScreen, type LazyScreen } from '@mweb/api-client/screens';
import type * as SaferGamblingPages from './safer-gambling-pages';

/** A component of the safer-gambling pages' chunk: the chunk's one dynamic import. */
function saferGamblingPage(name: keyof typeof SaferGamblingPages): LazyScreen {
  return () => import('./safer-gambling-pages').then((module) => ({ Component: module[name] }));
}

export const saferGamblingScreens = [
  // Anyone may open it: a guest reads what the tools are and where help is; a member uses them.
  defineScreen({
    name: 'saferGambling',
    load: saferGamblingPage('SaferGamblingPage'),
    title: 'title.safer_gambling',
    access: 'guest',
  }),
];
