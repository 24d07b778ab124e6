export { saferGamblingScreens } from './lib/safer-gambling.screens';
// What the app's shell shows on every screen: the 18+ mark, the way here, the session clock and
// the lock; and the reality check that falls due on any screen.
export { SaferStrip } from './lib/shell/safer-strip';
export { RealityCheck } from './lib/shell/reality-check';
