// Every messages screen, as one chunk behind one dynamic import, named by screen: each lazy import
// costs the app's first load a call site and a list of file names.
export { MessageCentrePage as message } from './centre/message-centre-page';
export { HelpCentrePage as help, HelpDetailPage as helpDetail } from './help/help-pages';
export { InboxPage as webEmail } from './inbox/inbox-page';
export { NoticePage as notice } from './notice/notice-page';
