// Every safer-gambling screen, as one chunk behind one dynamic import: each lazy import costs the app's
// first load a call site and a list of file names.
export { SaferGamblingPage } from './safer-gambling/safer-gambling-page';
