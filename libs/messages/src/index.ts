export { messagesNamespace } from './lib/namespace';
export { helpDetailSearch, helpEntryAt, helpLocationFrom } from './lib/help-location';
export type { HelpArticle, HelpLocation } from './lib/help-location';
