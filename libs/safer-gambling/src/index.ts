export { saferGamblingScreens } from './lib/safer-gambling.screens';

/**
 * What the app's shell shows on every screen (`SaferStrip`: the 18+ mark, the way here, the
 * session clock, the lock, and the reality check when it falls due), in a chunk of its own.
 */
export const loadSaferShell = () => import('./lib/shell/shell');
