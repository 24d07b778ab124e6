import { cx } from '../internal/class-names';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** What is loading, for screen readers (e.g. "Loading"). */
  label: string;
  /** The shape of what will come: lines of text, a game tile grid, a chip (balance), a banner. */
  shape?: 'text' | 'tiles' | 'chip' | 'banner';
  /** How many lines or tiles. */
  count?: number;
  /** Extra class. */
  className?: string;
}

/** A grey placeholder of content on its way; the shine stops for reduced motion. */
export function Skeleton({ label, shape = 'text', count = 3, className }: SkeletonProps) {
  const parts = shape === 'chip' || shape === 'banner' ? 1 : Math.max(1, count);
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      className={cx(styles['skeleton'], styles[shape], className)}
    >
      {Array.from({ length: parts }, (_, index) => (
        <span key={index} className={styles['part']} aria-hidden="true" />
      ))}
    </div>
  );
}
