import { type Key, type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import styles from './virtual-list.module.css';

export interface VirtualListProps<T> {
  /** Every item; only those near the visible window are rendered. */
  items: readonly T[];
  /** A stable key per item. */
  getKey: (item: T) => Key;
  /** Draws one item. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The height of one row in px (rows are all the same height: that is what keeps it cheap). */
  rowHeight: number;
  /** The list's visible height (CSS length or px), e.g. `'70dvh'`. */
  height: number | string;
  /** Items per row, for a grid of game tiles. */
  columns?: number;
  /** Rows rendered beyond each edge of the window, so fast flings show no blanks. */
  overscan?: number;
  /** What the list holds, for screen readers. */
  label: string;
  /** Extra class. */
  className?: string;
}

/** The rows to render for a scroll position. */
export function visibleRows(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  rowCount: number,
  overscan: number,
): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(rowCount - 1, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  return { first, last };
}

/**
 * A long list (a game list of 1000) that renders only the rows near the visible window, so the DOM
 * stays in the hundreds of nodes. Each item carries its position in the whole list
 * (`aria-posinset`, `aria-setsize`) for screen readers.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  rowHeight,
  height,
  columns = 1,
  overscan = 4,
  label,
  className,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(typeof height === 'number' ? height : 800);
  const perRow = Math.max(1, Math.floor(columns));
  const rowCount = Math.ceil(items.length / perRow);

  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight > 0) setViewport(element.clientHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { first, last } = visibleRows(scrollTop, viewport, rowHeight, rowCount, overscan);
  const rows: ReactNode[] = [];
  for (let row = first; row <= last; row += 1) {
    const cells: ReactNode[] = [];
    for (let column = 0; column < perRow; column += 1) {
      const index = row * perRow + column;
      const item = items[index];
      if (item === undefined) break;
      cells.push(
        <div
          key={getKey(item)}
          role="listitem"
          aria-posinset={index + 1}
          aria-setsize={items.length}
          className={styles['cell']}
        >
          {renderItem(item, index)}
        </div>,
      );
    }
    rows.push(
      <div
        key={row}
        role="presentation"
        className={styles['row']}
        style={{
          blockSize: rowHeight,
          insetBlockStart: row * rowHeight,
          gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
        }}
      >
        {cells}
      </div>,
    );
  }

  return (
    <div
      ref={scroller}
      role="region"
      aria-label={label}
      // A scrolling region must take focus so that the keyboard can scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the region scrolls with the arrow keys once focused
      tabIndex={0}
      className={cx(styles['scroller'], className)}
      style={{ blockSize: height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div
        role="list"
        aria-label={label}
        className={styles['spacer']}
        style={{ blockSize: rowCount * rowHeight }}
      >
        {rows}
      </div>
    </div>
  );
}
