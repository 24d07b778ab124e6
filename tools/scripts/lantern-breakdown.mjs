// What Lighthouse's simulation (Lantern) made of one run: the files and tasks its largest paint
// waits for, and the tasks its blocking time counts, each with the time it took in the run and in
// the simulation. Lantern does not measure the page: it replays the run's requests and tasks on a
// model (150 ms round trips, 1.6 Mbit/s, the processor four times slower), keeping for the largest
// paint only what it judges that paint needed. These lists show what that was.

/**
 * @typedef {{ name: string, dur?: number, args?: { data?: { url?: string } } }} TraceEvent
 * @typedef {{
 *   type: string,
 *   startTime: number,
 *   duration?: number,
 *   request?: { url: string, priority: string, transferSize: number },
 *   childEvents?: TraceEvent[],
 * }} GraphNode
 * @typedef {{ startTime: number, endTime: number, duration: number }} NodeTiming
 */

const lastPart = (url) => url.split('/').pop()?.slice(0, 40) ?? url;

/** One node of a simulation, as a line: its simulated start, end and length, and what it is. */
export function nodeLine(node, timing, runStart) {
  const times = [timing.startTime, timing.endTime, timing.duration]
    .map((ms) => ms.toFixed(0).padStart(6))
    .join('');
  if (node.type !== 'cpu' || !node.childEvents) {
    const request = node.request;
    return `${times}  file  ${request?.priority ?? ''} ${request?.transferSize ?? 0} B ${lastPart(request?.url ?? '')}`;
  }
  const byName = new Map();
  for (const event of node.childEvents)
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  const top = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
  const urls = [
    ...new Set(node.childEvents.map((event) => event.args?.data?.url).filter(Boolean)),
  ].map(lastPart);
  const ran = `${((node.duration ?? 0) / 1000).toFixed(1)} ms at ${((node.startTime - runStart) / 1000).toFixed(0)} ms`;
  return `${times}  task  ${ran}: ${top.join(', ')}${urls.length > 0 ? ` | ${urls.slice(0, 4).join(' ')}` : ''}`;
}

/**
 * The nodes of a simulation in simulated order, as lines. Files served in no time (Lantern gives
 * a file its round trip only when its connection has no bytes to spare) are left out.
 * @param {Map<GraphNode, NodeTiming>} timings
 */
export function simulationLines(timings, { onlyTasksOver = 0 } = {}) {
  const entries = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
  const runStart = Math.min(...entries.map(([node]) => node.startTime));
  // Asked for the long tasks only, no file is shown; otherwise, no file that took no time.
  const shown = ([node, timing]) =>
    node.type === 'cpu'
      ? timing.duration >= onlyTasksOver
      : onlyTasksOver === 0 && timing.duration > 0;
  return entries.filter(shown).map(([node, timing]) => nodeLine(node, timing, runStart));
}

/** The breakdown of one run (Lighthouse's `artifacts`, and its report's `configSettings`), as text. */
export async function lanternBreakdown(artifacts, settings) {
  const [{ LanternLargestContentfulPaint }, { LanternTotalBlockingTime }] = await Promise.all([
    import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'),
    import('lighthouse/core/computed/metrics/lantern-total-blocking-time.js'),
  ]);
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const context = { computedCache: new Map(), settings };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const header = '  start   end  took  (simulated ms)';
  return [
    `Largest paint ${lcp.timing.toFixed(0)} ms: the mean of two simulations.`,
    `Optimistic, ${lcp.optimisticEstimate.timeInMs.toFixed(0)} ms:`,
    header,
    ...simulationLines(lcp.optimisticEstimate.nodeTimings),
    `Pessimistic (every layout before the paint counts too), ${lcp.pessimisticEstimate.timeInMs.toFixed(0)} ms:`,
    header,
    ...simulationLines(lcp.pessimisticEstimate.nodeTimings),
    '',
    `Blocking time ${tbt.timing.toFixed(0)} ms: tasks of 50 ms or more in the simulation, each counting what it takes over 50 ms between the first paint and the page's quiet.`,
    header,
    ...simulationLines(tbt.pessimisticEstimate.nodeTimings, { onlyTasksOver: 50 }),
    '',
  ].join('\n');
}
