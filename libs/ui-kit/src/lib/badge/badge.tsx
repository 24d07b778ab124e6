import { COUNT_MAX, formatCount } from '@mweb/i18n';
import styles from './badge.module.css';

export interface BadgeProps {
  /** The number to show; zero, negative or non-finite counts render nothing. */
  count: number;
  /** What the number counts, read by screen readers with it (e.g. "unread messages"). */
  label: string;
  /** The largest number shown as is; larger counts show as `{max}+` (default 99). */
  max?: number;
}

/** A small count on an icon or menu entry: unread messages, unclaimed rewards (`99+` above 99). */
export function Badge({ count, label, max = COUNT_MAX }: BadgeProps) {
  const text = formatCount(count, max);
  if (text === null) return null;
  return (
    <span className={styles['badge']} role="status" aria-label={`${text} ${label}`}>
      {text}
    </span>
  );
}
