import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

const start = new Date('2026-11-22T10:00:00Z').getTime();

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts hh:mm:ss down to the deadline', () => {
    render(<Countdown deadline={start + 3_723_000} label="Next draw in" />);
    expect(screen.getByRole('timer', { name: 'Next draw in' })).toHaveTextContent('01:02:03');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('01:02:00');
  });

  it('shows --:--:-- when closed or over, and reports the end once', () => {
    const onEnd = vi.fn();
    const { rerender } = render(
      <Countdown deadline={start + 2000} label="Next draw in" onEnd={onEnd} />,
    );
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Countdown deadline={start + 999_000} label="Next draw in" closed />);
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
  });

  it('is right again as soon as the page is visible after the phone slept', () => {
    render(<Countdown deadline={start + 600_000} label="Next draw in" tickMs={60_000} />);
    // Time passes with no timer running, as on a sleeping phone.
    vi.setSystemTime(start + 300_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:05:00');
  });

  it('shows days, hours, minutes and seconds with their labels', () => {
    render(
      <Countdown
        variant="dhms"
        deadline={start + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000}
        label="Ends in"
        unitLabels={{ days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' }}
      />,
    );
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent(
      '02Days03Hours04Minutes05Seconds',
    );
  });

  it('uses the server clock offset', () => {
    render(<Countdown deadline={start + 60_000} clockOffsetMs={30_000} label="Next draw in" />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:30');
  });
});
