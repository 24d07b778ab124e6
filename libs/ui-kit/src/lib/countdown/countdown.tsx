import { NO_COUNTDOWN, durationParts, formatHms, pad2 } from '@mweb/i18n';
import { useEffect, useEffectEvent } from 'react';
import { cx } from '../internal/class-names';
import { useSecondsLeft } from '../internal/use-time-left';
import styles from './countdown.module.css';

/** The lottery timer ticks this often (SPEC.md section 9). */
export const HMS_TICK_MS = 500;
/** The promotion countdown ticks this often (SPEC.md section 4). */
export const DHMS_TICK_MS = 1000;

export interface CountdownUnitLabels {
  /** The label under the days (e.g. "Days"). */
  days: string;
  /** The label under the hours. */
  hours: string;
  /** The label under the minutes. */
  minutes: string;
  /** The label under the seconds. */
  seconds: string;
}

export interface CountdownProps {
  /** The absolute moment it reaches zero (epoch ms), so it stays right after the phone sleeps. */
  deadline: number;
  /** What it counts down to, for screen readers (e.g. "Next draw in"). */
  label: string;
  /** `hms` shows hh:mm:ss (lottery); `dhms` shows days, hours, minutes and seconds (promotions). */
  variant?: 'hms' | 'dhms';
  /** Not on sale: shows `--:--:--` whatever the time. */
  closed?: boolean;
  /** Unit labels of the `dhms` variant. */
  unitLabels?: CountdownUnitLabels;
  /** The server clock minus this device's clock, in ms, when known. */
  clockOffsetMs?: number;
  /** How often it redraws, in ms (500 for hms, 1000 for dhms by default). */
  tickMs?: number;
  /** Called once when the time is over. */
  onEnd?: () => void;
  /** Extra class. */
  className?: string;
}

/**
 * A countdown computed from an absolute deadline on every tick, and again when the page becomes
 * visible: timers stop while a phone sleeps, so counting ticks would drift.
 */
export function Countdown({
  deadline,
  label,
  variant = 'hms',
  closed = false,
  unitLabels,
  clockOffsetMs = 0,
  tickMs,
  onEnd,
  className,
}: CountdownProps) {
  const secondsLeft = useSecondsLeft(deadline, {
    tickMs: tickMs ?? (variant === 'hms' ? HMS_TICK_MS : DHMS_TICK_MS),
    active: !closed,
    rounding: 'floor',
    clockOffsetMs,
  });
  const left = secondsLeft * 1000;
  const ended = useEffectEvent(() => onEnd?.());

  const over = left < 1000;
  useEffect(() => {
    if (over && !closed) ended();
  }, [over, closed]);

  if (variant === 'dhms') {
    const parts = durationParts(closed ? 0 : left);
    const units = [
      [parts.days, unitLabels?.days],
      [parts.hours, unitLabels?.hours],
      [parts.minutes, unitLabels?.minutes],
      [parts.seconds, unitLabels?.seconds],
    ] as const;
    return (
      <div role="timer" aria-label={label} className={cx(styles['dhms'], className)}>
        {units.map(([value, unit], index) => (
          <span key={index} className={styles['unit']}>
            <span className={styles['value']}>{pad2(value)}</span>
            {unit ? <span className={styles['unitLabel']}>{unit}</span> : null}
          </span>
        ))}
      </div>
    );
  }

  return (
    <span role="timer" aria-label={label} className={cx(styles['hms'], className)}>
      {closed ? NO_COUNTDOWN : formatHms(left)}
    </span>
  );
}
