import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import { usePrefersReducedMotion } from '../internal/reduced-motion';
import visuallyHidden from '../internal/visually-hidden.module.css';
import styles from './marquee.module.css';

export interface MarqueeProps {
  /** The titles to scroll (announcement titles). */
  items: readonly string[];
  /** Shown, still, when there are no titles. */
  placeholder: string;
  /** What the strip is, read before the titles (e.g. "Announcements"). */
  label: string;
  /** Called when the strip is tapped (the spec opens /m/notice). */
  onActivate: () => void;
  /** An icon before the strip (a speaker), decorative. */
  icon?: ReactNode;
  /** Something after the strip (the app-download prompt icon). */
  end?: ReactNode;
  /** Scrolling speed in px per second. */
  speed?: number;
  /** Seconds the first title stands still, readable, before the strip starts to move. */
  hold?: number;
  /** Extra class. */
  className?: string;
}

/**
 * A strip of titles scrolling continuously; once the last one has fully passed it starts over.
 * It pauses while focused or hovered and stays still for reduced motion (then the titles wrap).
 *
 * It starts still, the first title readable where it stands, and moves after `hold` seconds: by
 * then the page around it has booted, so no frame of the scroll competes with that work (a
 * phone that composites in software draws every one on the processor). The first pass carries
 * the titles on from where they stand; each pass after brings them in from the far edge.
 */
export function Marquee({
  items,
  placeholder,
  label,
  onActivate,
  icon,
  end,
  speed = 50,
  hold = 2,
  className,
}: MarqueeProps) {
  const reducedMotion = usePrefersReducedMotion();
  const viewport = useRef<HTMLSpanElement>(null);
  const track = useRef<HTMLSpanElement>(null);
  const [distance, setDistance] = useState({ from: 0, to: 0 });
  const text = items.length > 0 ? items.join('   ·   ') : placeholder;
  const moving = items.length > 0 && !reducedMotion;

  useLayoutEffect(() => {
    const box = viewport.current;
    const content = track.current;
    if (!box || !content || !moving) return;
    const measure = () => setDistance({ from: box.clientWidth, to: content.scrollWidth });
    // The observer reports both boxes once they are laid out anyway: measuring here as well would
    // force a layout of the whole page in the middle of the home page's first render.
    if (typeof ResizeObserver === 'undefined') return void measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [moving, text]);

  const firstPass = Math.max(2, distance.to / speed);
  const pass = Math.max(4, (distance.from + distance.to) / speed);
  // Custom properties feed the keyframes; CSSProperties does not list them by name.
  const style: CSSProperties & Record<`--mweb-marquee-${string}`, string> = {
    '--mweb-marquee-from': `${distance.from}px`,
    '--mweb-marquee-to': `${-distance.to}px`,
    '--mweb-marquee-hold': `${hold}s`,
    '--mweb-marquee-first-pass': `${firstPass}s`,
    '--mweb-marquee-duration': `${pass}s`,
  };

  return (
    <div className={cx(styles['marquee'], className)}>
      {icon ? (
        <span className={styles['icon']} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <button type="button" className={styles['strip']} onClick={onActivate}>
        <span className={visuallyHidden['hidden']}>{label}:</span>{' '}
        <span ref={viewport} className={styles['viewport']}>
          <span
            ref={track}
            className={cx(
              styles['track'],
              moving ? styles['moving'] : styles['still'],
              items.length === 0 && styles['placeholder'],
            )}
            style={moving ? style : undefined}
          >
            {text}
          </span>
        </span>
      </button>
      {end}
    </div>
  );
}
