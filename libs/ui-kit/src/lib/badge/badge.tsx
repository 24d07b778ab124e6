import styles from './badge.module.css';

/** Counts above this show as `99+` (SPEC.md section 9). */
export const BADGE_MAX = 99;

export interface BadgeProps {
  /** The number to show; zero, negative or non-finite counts render nothing. */
  count: number;
  /** What the number counts, read by screen readers with it (e.g. "unread messages"). */
  label: string;
  /** The largest number shown as is; larger counts show as `{max}+`. */
  max?: number;
}

/** The text a badge shows for a count, or null when it shows nothing. */
export function badgeText(count: number, max = BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}

/** A small count on an icon or menu entry: unread messages, unclaimed rewards. */
export function Badge({ count, label, max = BADGE_MAX }: BadgeProps) {
  const text = badgeText(count, max);
  if (text === null) return null;
  return (
    <span className={styles['badge']} role="status" aria-label={`${text} ${label}`}>
      {text}
    </span>
  );
}
