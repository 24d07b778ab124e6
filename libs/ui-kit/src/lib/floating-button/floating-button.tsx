import { type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import visuallyHidden from '../internal/visually-hidden.module.css';
import styles from './floating-button.module.css';

export interface FloatingButtonProps {
  /** What it does, for screen readers (e.g. "Customer service"). */
  label: string;
  /** The icon, decorative. */
  icon: ReactNode;
  /** Called on tap. */
  onClick: () => void;
  /** Something on its corner, usually a `Badge`. */
  badge?: ReactNode;
  /** Sit above the bottom menu (when the page has one). */
  aboveBottomMenu?: boolean;
  /** Extra class. */
  className?: string;
}

/** A round button floating at the bottom end of the screen (customer service), clear of the home indicator. */
export function FloatingButton({
  label,
  icon,
  onClick,
  badge,
  aboveBottomMenu = true,
  className,
}: FloatingButtonProps) {
  return (
    <button
      type="button"
      className={cx(styles['button'], aboveBottomMenu && styles['raised'], className)}
      onClick={onClick}
    >
      <span className={styles['icon']} aria-hidden="true">
        {icon}
      </span>
      <span className={visuallyHidden['hidden']}>{label}</span>
      {badge ? (
        <>
          {' '}
          <span className={styles['badge']}>{badge}</span>
        </>
      ) : null}
    </button>
  );
}
