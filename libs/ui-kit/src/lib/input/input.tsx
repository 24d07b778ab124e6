import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from '../internal/class-names';
import visuallyHidden from '../internal/visually-hidden.module.css';
import styles from './input.module.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The field's visible label. */
  label: string;
  /** Keep the label for screen readers only (when an icon or the layout already says it). */
  hideLabel?: boolean;
  /** A hint under the field, read with it. */
  hint?: string;
  /** The validation message under the field; marks the field invalid. */
  error?: string;
  /** Something inside the field before the text (an icon, a country code picker). */
  start?: ReactNode;
  /** Something inside the field after the text (a show-password toggle, a get-code button). */
  end?: ReactNode;
  /** The underlying `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text field with its hint and validation message. Text is at least 16 px (no iOS zoom). */
export function Input({
  label,
  hideLabel = false,
  hint,
  error,
  start,
  end,
  id,
  className,
  ref,
  ...rest
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [rest['aria-describedby'], hint && hintId, error && errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx(styles['field'], className)}>
      <label
        htmlFor={inputId}
        className={cx(styles['label'], hideLabel && visuallyHidden['hidden'])}
      >
        {label}
      </label>
      <div className={cx(styles['control'], error && styles['invalid'])}>
        {start ? <span className={styles['adornment']}>{start}</span> : null}
        <input
          {...rest}
          ref={ref}
          id={inputId}
          className={styles['input']}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedBy || undefined}
        />
        {end ? <span className={styles['adornment']}>{end}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles['hint']}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles['error']}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
