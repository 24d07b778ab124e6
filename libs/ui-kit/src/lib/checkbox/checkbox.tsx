import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from '../internal/class-names';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box; may hold a link (e.g. to the user agreement). */
  label: ReactNode;
  /** The underlying `<input type="checkbox">`. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a large touch area and a themed box (remember password, agreement). */
export function Checkbox({ label, id, className, ref, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cx(styles['row'], className)}>
      <input {...rest} ref={ref} id={inputId} type="checkbox" className={styles['box']} />
      <label htmlFor={inputId} className={styles['label']}>
        {label}
      </label>
    </div>
  );
}
