// When work runs: the scheduling helpers every screen uses to keep the first load light.
export {
  afterFirstPaint,
  bootedDispatch,
  nextTask,
  setBootedDispatch,
  setSplashUntil,
  whenIdle,
} from './lib/scheduling/scheduling';
export { useAfterFirstCommit } from './lib/scheduling/use-after-first-commit';
export { useAfterFirstPaint } from './lib/scheduling/use-after-first-paint';
