// Every messages screen, as one chunk behind one dynamic import: each lazy import costs the app's
// first load a call site and a list of file names.
export { MessageCentrePage } from './centre/message-centre-page';
export { HelpCentrePage, HelpDetailPage } from './help/help-pages';
export { InboxPage } from './inbox/inbox-page';
export { NoticePage } from './notice/notice-page';
