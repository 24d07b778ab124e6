import { type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import styles from './empty.module.css';

export interface EmptyProps {
  /** What is missing (e.g. "No data", "No announcements"). */
  title: string;
  /** A second line: why, or what to do. */
  description?: string;
  /** A picture, decorative; a neutral drawing when absent. */
  image?: ReactNode;
  /** A button or link (e.g. "Refresh"). */
  action?: ReactNode;
  /** Extra class. */
  className?: string;
}

function EmptyBox() {
  return (
    <svg viewBox="0 0 64 48" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M8 20l8-12h32l8 12v20a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z" />
      <path d="M8 20h16l3 6h10l3-6h16" />
    </svg>
  );
}

/** The placeholder of an empty list or screen. */
export function Empty({ title, description, image, action, className }: EmptyProps) {
  return (
    <div className={cx(styles['empty'], className)}>
      <div className={styles['image']} aria-hidden="true">
        {image ?? <EmptyBox />}
      </div>
      <p className={styles['title']}>{title}</p>
      {description ? <p className={styles['description']}>{description}</p> : null}
      {action ? <div className={styles['action']}>{action}</div> : null}
    </div>
  );
}
