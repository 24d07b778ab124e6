import { describe, expect, it } from 'vitest';
import {
  countdownDeadline,
  drawsOn,
  formatDrawCountdown,
  menuRefreshDelay,
  weekdayNumber,
} from './draw-timing';

describe('the draw countdown', () => {
  const receivedAt = 1_000_000;

  it('ends half the gap of the time pair before the draw', () => {
    const deadline = countdownDeadline(
      { remainTime: 90_000, lotteryTime: [0, 20_000], isSale: true },
      receivedAt,
    );
    expect(deadline).toBe(receivedAt + 80_000);
  });

  it('shows hh:mm:ss from the deadline, whatever time passed', () => {
    const deadline = receivedAt + 3_723_000;
    expect(formatDrawCountdown(deadline, receivedAt, true)).toBe('01:02:03');
    expect(formatDrawCountdown(deadline, receivedAt + 3_000, true)).toBe('01:02:00');
  });

  it('shows --:--:-- when not on sale or when time is over', () => {
    expect(formatDrawCountdown(receivedAt + 60_000, receivedAt, false)).toBe('--:--:--');
    expect(formatDrawCountdown(receivedAt, receivedAt + 1, true)).toBe('--:--:--');
  });
});

describe('menuRefreshDelay', () => {
  it('waits for the soonest draw among games with a draw number, at most 30 s', () => {
    expect(menuRefreshDelay([{ remainTime: 12_000, numero: '1' }, { remainTime: 1_000 }])).toBe(
      12_000,
    );
    expect(menuRefreshDelay([{ remainTime: 600_000, numero: '1' }])).toBe(30_000);
  });

  it('refreshes after 7 s when a draw is due or overdue', () => {
    expect(menuRefreshDelay([{ remainTime: 0, numero: '9' }])).toBe(7_000);
    expect(menuRefreshDelay([{ remainTime: -5, numero: '9' }])).toBe(7_000);
  });

  it('falls back to 30 s when no game has a draw number', () => {
    expect(menuRefreshDelay([])).toBe(30_000);
  });
});

describe('weekdays', () => {
  it('numbers Sunday 1 and Saturday 7', () => {
    expect(weekdayNumber(new Date(2026, 10, 22))).toBe(1);
    expect(weekdayNumber(new Date(2026, 10, 28))).toBe(7);
  });

  it('reads the draw days list, forgiving spaces and rejecting nothing silently', () => {
    expect(drawsOn('2, 4,6', 4)).toBe(true);
    expect(drawsOn('2,4,6', 3)).toBe(false);
    expect(drawsOn(undefined, 2)).toBe(false);
  });
});
