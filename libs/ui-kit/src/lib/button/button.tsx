import { type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/class-names';
import visuallyHidden from '../internal/visually-hidden.module.css';
import styles from './button.module.css';
import { Spinner } from '../internal/spinner';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The button's text (or text and icon). */
  children: ReactNode;
  /** Visual weight: `primary` for the one main action of a screen. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Height and text size. */
  size?: 's' | 'm' | 'l';
  /** Stretch to the full width of the container. */
  block?: boolean;
  /** Shows a spinner, keeps the width and refuses clicks while an action runs. */
  loading?: boolean;
  /** Read to screen readers while `loading` (e.g. "Please wait"). */
  loadingLabel?: string;
  /** An icon before the text (mirrors in right-to-left layouts). */
  icon?: ReactNode;
  /** The underlying `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button. `type` defaults to `button`, so one inside a form submits only when asked to. */
export function Button({
  children,
  variant = 'primary',
  size = 'm',
  block = false,
  loading = false,
  loadingLabel,
  icon,
  type = 'button',
  className,
  disabled,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx(
        styles['button'],
        styles[variant],
        styles[size],
        block && styles['block'],
        className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner /> : icon}
      <span className={styles['label']}>{children}</span>
      {loading && loadingLabel ? (
        <span className={visuallyHidden['hidden']}>{loadingLabel}</span>
      ) : null}
    </button>
  );
}
