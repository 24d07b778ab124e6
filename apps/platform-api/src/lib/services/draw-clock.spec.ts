import { describe, expect, it } from 'vitest';
import { drawResult, drawTiming, nextDraw, pastDraws, vietnamWeekday } from './draw-clock';

const fast = { code: 'F1', intervalSeconds: 60, drawDays: null, drawMinute: null, lockSeconds: 10 };
const saturdaySouth = {
  code: 'S',
  intervalSeconds: null,
  drawDays: '7',
  drawMinute: 16 * 60 + 15,
  lockSeconds: 900,
};

describe('the draw clock', () => {
  it('numbers weekdays Sunday 1 to Saturday 7 in Vietnam time', () => {
    // Sunday 2026-11-22 23:30 UTC is Monday 06:30 in Vietnam.
    expect(vietnamWeekday(Date.UTC(2026, 10, 22, 23, 30))).toBe(2);
    expect(vietnamWeekday(Date.UTC(2026, 10, 22, 12))).toBe(1);
  });

  it('locks a fast draw in its last seconds', () => {
    const now = Date.UTC(2026, 10, 22, 3, 0, 55);
    expect(drawTiming(fast, now)).toMatchObject({ remainTime: 5_000, isSale: false });
    expect(drawTiming(fast, now - 10_000)).toMatchObject({ remainTime: 15_000, isSale: true });
  });

  it('gives the last draw of a Vietnam day its last number', () => {
    const midnight = Date.UTC(2026, 10, 22, 17); // 00:00 in Vietnam on the 23rd
    expect(nextDraw(fast, midnight - 1).numero).toBe('20261122-1440');
    expect(nextDraw(fast, midnight).numero).toBe('20261123-0001');
  });

  it('finds the next Saturday draw and the past ones', () => {
    const monday = Date.UTC(2026, 10, 23, 3);
    const next = nextDraw(saturdaySouth, monday);
    expect(next.numero).toBe('20261128');
    expect(vietnamWeekday(next.drawAt)).toBe(7);
    expect(pastDraws(saturdaySouth, monday, 2).map((draw) => draw.numero)).toEqual([
      '20261121',
      '20261114',
    ]);
  });

  it('draws the same result for the same draw, 20 of 80 for KENO', () => {
    expect(drawResult('VNF1', '20261122-0001')).toBe(drawResult('VNF1', '20261122-0001'));
    expect(drawResult('KENO1', '20261122-0001').split(',')).toHaveLength(20);
  });
});
