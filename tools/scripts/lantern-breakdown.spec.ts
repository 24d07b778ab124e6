import { describe, expect, it } from 'vitest';
import { nodeLine, simulationLines } from './lantern-breakdown.mjs';

const file = (url: string, startTime: number, transferSize = 900) => ({
  type: 'network',
  startTime,
  request: { url, priority: 'High', transferSize },
});
const task = (startTime: number, duration: number, url?: string) => ({
  type: 'cpu',
  startTime,
  duration,
  childEvents: [
    { name: 'FunctionCall', dur: duration * 0.75, args: { data: url ? { url } : {} } },
    { name: 'Layout', dur: duration * 0.25 },
  ],
});
const timing = (startTime: number, endTime: number) => ({
  startTime,
  endTime,
  duration: endTime - startTime,
});

describe('the breakdown of a simulation', () => {
  it('names a file by its last part, with its priority and size', () => {
    expect(
      nodeLine(file('https://x.test/m/assets/login-page-abc.js', 0), timing(1609, 1759), 0),
    ).toBe('  1609  1759   150  file  High 900 B login-page-abc.js');
  });

  it('gives a task its time in the run and where it ran, its longest parts and its files', () => {
    const line = nodeLine(
      task(256_000, 14_500, 'https://x.test/m/assets/index.js'),
      timing(1551, 1609),
      0,
    );
    expect(line).toBe(
      '  1551  1609    58  task  14.5 ms at 256 ms: FunctionCall 10.9, Layout 3.6 | index.js',
    );
  });

  it('lists nodes in simulated order, leaving out files that took no time', () => {
    const timings = new Map<unknown, ReturnType<typeof timing>>([
      [task(256_000, 14_500), timing(1551, 1609)],
      [file('https://x.test/m/login', 0), timing(0, 782)],
      [file('https://x.test/m/assets/tabs.js', 10_000), timing(1759, 1759)],
    ]);
    const lines = simulationLines(timings as never);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('login');
    expect(lines[1]).toContain('task  14.5 ms at 256 ms');
  });

  it('keeps only the long tasks when asked for the blocking ones', () => {
    const timings = new Map<unknown, ReturnType<typeof timing>>([
      [task(0, 10_000), timing(900, 940)],
      [task(5_000, 30_000), timing(1000, 1120)],
      [file('https://x.test/m/assets/big.js', 0), timing(0, 600)],
    ]);
    const lines = simulationLines(timings as never, { onlyTasksOver: 50 });
    expect(lines).toEqual([expect.stringContaining('  1000  1120   120  task  30.0 ms at 5 ms')]);
  });
});
