import { type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/class-names';
import visuallyHidden from '../internal/visually-hidden.module.css';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** What the button does, for screen readers (it shows no text). */
  label: string;
  /** The icon, decorative (`aria-hidden` is applied). */
  icon: ReactNode;
  /** Something drawn over the icon's corner, usually a `Badge`. */
  badge?: ReactNode;
  /** Mirror the icon in right-to-left layouts (arrows, "back"). */
  mirrorInRtl?: boolean;
  /** `plain` sits on a bar; `filled` on content. */
  variant?: 'plain' | 'filled';
  /** The underlying `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, with a 44 px touch target and an accessible name. */
export function IconButton({
  label,
  icon,
  badge,
  mirrorInRtl = false,
  variant = 'plain',
  type = 'button',
  className,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      title={rest.title ?? label}
      className={cx(styles['button'], styles[variant], className)}
    >
      <span className={cx(styles['icon'], mirrorInRtl && styles['mirror'])} aria-hidden="true">
        {icon}
      </span>
      {/* Named by content, not aria-label, so a visible badge ("99+") is part of the name. */}
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
