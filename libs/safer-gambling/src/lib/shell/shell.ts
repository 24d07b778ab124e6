// The part of the app's shell this feature draws, as one chunk: loaded after the first paint, so
// the first load carries none of it (the budget in tools/perf/budget.json).
export { SaferStrip } from './safer-strip';
