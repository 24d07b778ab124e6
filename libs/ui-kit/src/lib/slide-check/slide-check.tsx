import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import { isRtlElement } from '../internal/direction';
import styles from './slide-check.module.css';

/** What a passed slide check reports, for the login or register payload. */
export interface SlideCheckResult {
  /** How it was passed: dragging, the keyboard, or the tap alternative. */
  method: 'drag' | 'keyboard' | 'tap';
  /** From the first touch to the pass, in ms. */
  durationMs: number;
  /** The handle's positions while dragging, 0 to 100, about every 50 ms. */
  track: number[];
}

export interface SlideCheckProps {
  /** What to do, shown in the track (e.g. "Slide to verify"). */
  label: string;
  /** Shown once passed (e.g. "Verified"). */
  verifiedLabel: string;
  /** The tap alternative's text (e.g. "Tap to verify instead"). */
  tapLabel: string;
  /** Called once when passed, with the result fields. */
  onVerify: (result: SlideCheckResult) => void;
  /** Change it to reset the check (after a failed login or registration). */
  resetKey?: string | number;
  /** Extra class. */
  className?: string;
}

const STEP = 10;

/**
 * The slide check before login: drag the handle to the end, or move it with the arrow keys (it is
 * a slider), or use the tap alternative. A text label says what to do.
 */
export function SlideCheck(props: SlideCheckProps) {
  // Remounting on a new resetKey clears every piece of state at once.
  return <SlideCheckInner key={props.resetKey ?? 'check'} {...props} />;
}

function SlideCheckInner({ label, verifiedLabel, tapLabel, onVerify, className }: SlideCheckProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(0);
  const [verified, setVerified] = useState(false);
  const drag = useRef<{
    startX: number;
    startedAt: number;
    track: number[];
    lastSample: number;
  } | null>(null);
  const firstTouch = useRef<number | null>(null);

  const pass = (method: SlideCheckResult['method'], track: number[]) => {
    if (verified) return;
    setValue(100);
    setVerified(true);
    onVerify({ method, durationMs: Date.now() - (firstTouch.current ?? Date.now()), track });
  };

  const travel = () => {
    const track = trackRef.current;
    if (!track) return 1;
    const handle = track.querySelector<HTMLElement>('[role="slider"]');
    return Math.max(1, track.clientWidth - (handle?.offsetWidth ?? 0));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (verified) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    firstTouch.current ??= Date.now();
    drag.current = {
      startX: event.clientX,
      startedAt: Date.now(),
      track: [0],
      lastSample: Date.now(),
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    const direction = isRtlElement(trackRef.current) ? -1 : 1;
    const moved = ((event.clientX - state.startX) * direction * 100) / travel();
    const next = Math.min(100, Math.max(0, moved));
    setValue(next);
    if (Date.now() - state.lastSample >= 50) {
      state.track.push(Math.round(next));
      state.lastSample = Date.now();
    }
  };

  const onPointerUp = () => {
    const state = drag.current;
    drag.current = null;
    if (!state) return;
    if (value >= 98) pass('drag', [...state.track, 100]);
    else setValue(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (verified) return;
    const rtl = isRtlElement(trackRef.current);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward || event.key === 'ArrowUp') next = value + STEP;
    else if (event.key === back || event.key === 'ArrowDown') next = value - STEP;
    else if (event.key === 'End') next = 100;
    else if (event.key === 'Home') next = 0;
    if (next === null) return;
    event.preventDefault();
    firstTouch.current ??= Date.now();
    const clamped = Math.min(100, Math.max(0, next));
    if (clamped >= 100) pass('keyboard', []);
    else setValue(clamped);
  };

  return (
    <div className={cx(styles['check'], className)}>
      <div ref={trackRef} className={cx(styles['track'], verified && styles['verified'])}>
        <span className={styles['fill']} style={{ inlineSize: `${value}%` }} aria-hidden="true" />
        <span className={styles['label']} aria-hidden="true">
          {verified ? verifiedLabel : label}
        </span>
        <div
          role="slider"
          tabIndex={verified ? -1 : 0}
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(value)}
          aria-valuetext={verified ? verifiedLabel : `${Math.round(value)}%`}
          aria-disabled={verified || undefined}
          className={styles['handle']}
          style={{
            insetInlineStart: `calc(${value}% - ${value / 100} * var(--mweb-slide-handle))`,
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">{verified ? '✓' : '›'}</span>
        </div>
      </div>
      {verified ? (
        <p className={styles['status']} role="status">
          {verifiedLabel}
        </p>
      ) : (
        <button type="button" className={styles['tap']} onClick={() => pass('tap', [])}>
          {tapLabel}
        </button>
      )}
    </div>
  );
}
