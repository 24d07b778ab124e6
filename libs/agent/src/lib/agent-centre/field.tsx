import { useId, type InputHTMLAttributes } from 'react';
import styles from '../agent.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A line under the field, tied to it for screen readers. */
  hint?: string;
}

/**
 * A labelled text field. ui-kit's Input would do, but sharing it with the auth forms splits it
 * into chunks of its own, whose names the app's first load lists; this keeps the agent pages whole.
 */
export function Field({ label, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={styles['select']}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <small id={`${id}-hint`} className={styles['muted']}>
          {hint}
        </small>
      ) : null}
    </div>
  );
}
