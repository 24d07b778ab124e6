import { type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { IconButton } from '../icon-button/icon-button';
import styles from './header.module.css';

export interface HeaderProps {
  /** The page title (the route's label); the logo's text alternative stands in on home. */
  title?: string;
  /** The brand logo, shown instead of the back arrow (the home page). */
  logo?: ReactNode;
  /** Called by the back arrow; no arrow without it. */
  onBack?: () => void;
  /** The back arrow's accessible name (e.g. "Back"). */
  backLabel?: string;
  /** Buttons at the end: login and register, balance, language switch, menu. */
  actions?: ReactNode;
  /** Stay at the top while the page scrolls. */
  sticky?: boolean;
  /** Extra class. */
  className?: string;
}

function BackArrow() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/** The top bar: a logo or a back arrow, the title, and actions; clear of the notch. */
export function Header({
  title,
  logo,
  onBack,
  backLabel = '',
  actions,
  sticky = true,
  className,
}: HeaderProps) {
  return (
    <header
      className={cx(
        styles['header'],
        !title && styles['untitled'],
        sticky && styles['sticky'],
        className,
      )}
    >
      <div className={styles['start']}>
        {logo ??
          (onBack ? (
            <IconButton label={backLabel} icon={<BackArrow />} mirrorInRtl onClick={onBack} />
          ) : null)}
      </div>
      {title ? <h1 className={styles['title']}>{title}</h1> : <span />}
      <div className={styles['end']}>{actions}</div>
    </header>
  );
}
