export { messagesScreens } from './lib/messages.screens';
