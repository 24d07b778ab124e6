import { type KeyboardEvent, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import styles from './slide-check.module.css';

/** A server's slide challenge: a picture with a gap, and the piece that fills it. */
export interface SlidePuzzle {
  /** The picture with the gap, as an image source (e.g. a data: URL). */
  background: string;
  /** The piece, as an image source. */
  piece: string;
  /** The picture's own size, in its pixels. */
  width: number;
  height: number;
  /** Side of the square piece, and where it sits from the top, in the picture's pixels. */
  pieceSize: number;
  pieceY: number;
}

/** What a slide check reports once the piece is dropped, for the login or register payload. */
export interface SlideCheckResult {
  /** How it was answered: dragging, the keyboard, or tapping the gap. */
  method: 'drag' | 'keyboard' | 'tap';
  /** Where the piece was dropped: from the picture's left edge, in the picture's pixels. */
  offset: number;
  /** From the first touch to the drop, in ms. */
  durationMs: number;
  /** The handle's positions while dragging, 0 to 100, about every 50 ms. */
  track: number[];
}

export interface SlideCheckProps {
  /** The challenge to answer. */
  puzzle: SlidePuzzle;
  /** What to do, shown in the track (e.g. "Slide to verify"). */
  label: string;
  /** Shown once the piece is dropped (e.g. "Verified"). */
  verifiedLabel: string;
  /** The tap alternative's text (e.g. "Tap to verify instead"). */
  tapLabel: string;
  /** What the tap alternative asks, and the picture's name while it waits for the tap. */
  tapHint: string;
  /** Called once when the piece is dropped; the server judges the offset. */
  onVerify: (result: SlideCheckResult) => void;
  /** Change it to reset the check (after a failed login or registration, or a new challenge). */
  resetKey?: string | number;
  /** Extra class. */
  className?: string;
}

/**
 * The room a slide check takes while its challenge loads (a picture of 2:1 and the track), so the
 * form below it does not jump when the picture arrives.
 */
export function SlideCheckPending({ label, className }: { label: string; className?: string }) {
  return (
    <div dir="ltr" className={cx(styles['check'], className)} style={{ maxInlineSize: '300px' }}>
      <div className={cx(styles['picture'], styles['pending'])} />
      <div className={styles['track']} aria-busy="true">
        <span className={styles['label']}>{label}</span>
      </div>
      <span className={styles['tapRoom']} />
    </div>
  );
}

/** Arrow keys move the piece 1 % of the way (a few pixels), Page Up/Down 10 %. */
const STEP = 1;
const PAGE = 10;

/**
 * The slide check: drag the handle until the piece fills the gap in the picture, or move it with
 * the arrow keys and press Enter (it is a slider), or tap the gap instead of dragging. Laid out
 * left to right in every language, as the picture is.
 */
export function SlideCheck(props: SlideCheckProps) {
  // Remounting on a new resetKey clears every piece of state at once.
  return <SlideCheckInner key={props.resetKey ?? 'check'} {...props} />;
}

function SlideCheckInner({
  puzzle,
  label,
  verifiedLabel,
  tapLabel,
  tapHint,
  onVerify,
  className,
}: SlideCheckProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(0);
  const [verified, setVerified] = useState(false);
  const [tapping, setTapping] = useState(false);
  const drag = useRef<{ startX: number; track: number[]; lastSample: number } | null>(null);
  const firstTouch = useRef<number | null>(null);
  const range = Math.max(1, puzzle.width - puzzle.pieceSize);
  const offsetOf = (percent: number) => Math.round((percent * range) / 100);

  const pass = (method: SlideCheckResult['method'], percent: number, track: number[]) => {
    if (verified) return;
    setValue(percent);
    setVerified(true);
    onVerify({
      method,
      offset: offsetOf(percent),
      durationMs: Date.now() - (firstTouch.current ?? Date.now()),
      track,
    });
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
    drag.current = { startX: event.clientX, track: [0], lastSample: Date.now() };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    const next = Math.min(100, Math.max(0, ((event.clientX - state.startX) * 100) / travel()));
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
    // A touch that never moved is no answer; anywhere else is the member's drop.
    if (value > 0) pass('drag', value, [...state.track, Math.round(value)]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (verified) return;
    const moves: Record<string, number> = {
      ArrowRight: value + STEP,
      ArrowUp: value + STEP,
      ArrowLeft: value - STEP,
      ArrowDown: value - STEP,
      PageUp: value + PAGE,
      PageDown: value - PAGE,
      Home: 0,
      End: 100,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pass('keyboard', value, []);
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    firstTouch.current ??= Date.now();
    setValue(Math.min(100, Math.max(0, next)));
  };

  /** The tap alternative: the piece goes where the gap was tapped, centred on the tap. */
  const onTapPicture = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = box.width > 0 ? ((event.clientX - box.left) * puzzle.width) / box.width : 0;
    const offset = Math.min(range, Math.max(0, x - puzzle.pieceSize / 2));
    pass('tap', (offset * 100) / range, []);
  };

  const pieceStyle = {
    insetInlineStart: `${(offsetOf(value) * 100) / puzzle.width}%`,
    insetBlockStart: `${(puzzle.pieceY * 100) / puzzle.height}%`,
    inlineSize: `${(puzzle.pieceSize * 100) / puzzle.width}%`,
  };
  // CSS images, not <img>: the picture is drawn at its own size and stretched to the layout width,
  // as a puzzle may be; an <img> that small would be flagged as blurry on dense screens.
  const picture = (
    <span
      className={styles['background']}
      style={{ backgroundImage: `url("${puzzle.background}")` }}
      aria-hidden="true"
    />
  );

  return (
    <div
      dir="ltr"
      className={cx(styles['check'], className)}
      style={{ maxInlineSize: `${puzzle.width}px` }}
    >
      <div
        className={styles['picture']}
        style={{ aspectRatio: `${puzzle.width} / ${puzzle.height}` }}
      >
        {tapping && !verified ? (
          <button
            type="button"
            className={styles['tapTarget']}
            aria-label={tapHint}
            onClick={onTapPicture}
          >
            {picture}
          </button>
        ) : (
          picture
        )}
        <span
          className={styles['piece']}
          style={{ ...pieceStyle, backgroundImage: `url("${puzzle.piece}")` }}
          aria-hidden="true"
        />
      </div>
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
          <span aria-hidden="true">›</span>
        </div>
      </div>
      {verified ? (
        <p className={styles['status']} role="status">
          {verifiedLabel}
        </p>
      ) : tapping ? (
        <p className={styles['status']}>{tapHint}</p>
      ) : (
        <button type="button" className={styles['tap']} onClick={() => setTapping(true)}>
          {tapLabel}
        </button>
      )}
    </div>
  );
}
