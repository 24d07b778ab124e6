// The screens this feature gives the app (docs/architecture/screens.md), each loaded only when
// first opened, all from one chunk.
import { defineScreen, type LazyScreen } from '@mweb/api-client/screens';
import type * as MessagesPages from './messages-pages';

/** A component of the messages pages' chunk: the chunk's one dynamic import. */
function messagesPage(name: keyof typeof MessagesPages): LazyScreen {
  return () => import('./messages-pages').then((module) => ({ Component: module[name] }));
}

export const messagesScreens = [
  defineScreen({
    name: 'notice',
    load: messagesPage('NoticePage'),
    title: 'title.announcements',
    layout: { bottomMenu: false },
    access: 'guest',
  }),
  // The message centre draws its own top bar, whose back arrow goes home.
  defineScreen({
    name: 'message',
    load: messagesPage('MessageCentrePage'),
    title: 'title.message_centre',
    layout: { header: false },
    access: 'guest',
  }),
  defineScreen({
    name: 'inbox',
    load: messagesPage('InboxPage'),
    title: 'title.inbox',
    access: 'realMember',
  }),
  defineScreen({
    name: 'help',
    load: messagesPage('HelpCentrePage'),
    title: 'title.help',
    layout: { bottomMenu: false },
    access: 'guest',
  }),
  defineScreen({
    name: 'helpDetail',
    load: messagesPage('HelpDetailPage'),
    title: 'title.help_detail',
    layout: { bottomMenu: false },
    access: 'guest',
  }),
];
