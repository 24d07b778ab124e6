export { helpDetailQuery, helpEntryAt, helpLocationFrom } from './lib/help-location';
export type { HelpLocation } from './lib/help-location';
export { messagesScreens } from './lib/messages.screens';
