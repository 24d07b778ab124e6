import { cx } from './class-names';
import styles from './spinner.module.css';

/** The turning ring shown while something runs; decorative, the text beside it says what. */
export function Spinner({ className }: { className?: string | undefined }) {
  return <span className={cx(styles['spinner'], className)} aria-hidden="true" />;
}
