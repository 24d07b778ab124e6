import { Button } from '../button/button';
import { cx } from '../internal/class-names';
import styles from './pager.module.css';

export interface PagerProps {
  /** The page shown, from 1. */
  pageNo: number;
  totalPages: number;
  /** Asked for the page to show next. */
  onPage: (pageNo: number) => void;
  /** What the pages are, for screen readers (e.g. "Pages of messages"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Where the reader is (e.g. "2 / 5"), between the buttons; nothing there when absent. */
  position?: string;
  /** Extra class. */
  className?: string;
}

/** Previous and next page of a list, and where the reader is; nothing when one page holds it all. */
export function Pager({
  pageNo,
  totalPages,
  onPage,
  label,
  previousLabel,
  nextLabel,
  position,
  className,
}: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={cx(styles['pager'], className)} aria-label={label}>
      <Button variant="secondary" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {previousLabel}
      </Button>
      {position ? <span className={styles['position']}>{position}</span> : null}
      <Button
        variant="secondary"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        {nextLabel}
      </Button>
    </nav>
  );
}
