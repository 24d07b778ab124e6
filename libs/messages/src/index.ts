export { messagesNamespace } from './lib/namespace';
export { helpDetailSearch, helpEntryAt, helpLocationFrom } from './lib/help-location';
export type { HelpLocation } from './lib/help-location';
export { messagesScreens } from './lib/messages.screens';
export type { LazyScreen } from './lib/messages.screens';
