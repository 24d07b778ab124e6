import {
  Virtualizer,
  measureElement,
  observeWindowOffset,
  observeWindowRect,
  windowScroll,
} from '@tanstack/virtual-core';
import { type Key, type ReactNode, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import styles from './virtual-list.module.css';

export interface VirtualListProps<T> {
  /** Every item; only the rows near the visible part of the page are rendered. */
  items: readonly T[];
  /** A stable key per item. */
  getKey: (item: T) => Key;
  /** Draws one item. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A row's expected height in px, until the row is drawn and measured. */
  estimateRowHeight: number;
  /** Items per row, for a grid of game tiles. */
  columns?: number;
  /** Rows rendered beyond each edge of the window, so fast flings show no blanks. */
  overscan?: number;
  /** What the list holds, for screen readers. */
  label: string;
  /** Extra class. */
  className?: string;
}

interface WindowVirtualizerOptions {
  count: number;
  estimateSize: () => number;
  overscan: number;
  scrollMargin: number;
}

/**
 * TanStack Virtual's window virtualiser, bound to React here rather than through
 * `@tanstack/react-virtual`: that adapter imports `react-dom` (for `flushSync`), and a lazy chunk
 * importing `react-dom` splits it out of the first load's chunks, which costs the first load
 * about 0.25 kB gzip (docs/architecture/performance.md). A plain re-render on change is enough
 * for a list of tiles.
 */
function useWindowVirtualizer(options: WindowVirtualizerOptions) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const resolved = {
    ...options,
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    measureElement,
    initialOffset: () => window.scrollY,
    onChange: () => rerender(),
  };
  const [instance] = useState(() => new Virtualizer<Window, HTMLDivElement>(resolved));
  instance.setOptions(resolved);
  useLayoutEffect(() => instance._didMount(), [instance]);
  useLayoutEffect(() => instance._willUpdate());
  return instance;
}

/** Where the list starts in the page: the virtualiser counts the window's scroll from there. */
function useOffsetInPage(element: React.RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = element.current?.getBoundingClientRect().top;
      if (top !== undefined) setOffset(top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element]);
  return offset;
}

/**
 * A long list (a game list of 1000) that scrolls with the page and renders only the rows near the
 * window (TanStack Virtual's window virtualiser), so the DOM stays in the hundreds of nodes. Rows
 * are measured once drawn. Each item carries its position in the whole list (`aria-posinset`,
 * `aria-setsize`) for screen readers.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  estimateRowHeight,
  columns = 1,
  overscan = 3,
  label,
  className,
}: VirtualListProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetInPage(list);
  const perRow = Math.max(1, Math.floor(columns));
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / perRow),
    estimateSize: () => estimateRowHeight,
    overscan,
    scrollMargin,
  });

  return (
    <div
      ref={list}
      role="list"
      aria-label={label}
      className={cx(styles['list'], className)}
      style={{ blockSize: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          role="presentation"
          className={styles['row']}
          style={{
            transform: `translateY(${row.start - scrollMargin}px)`,
            gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
          }}
        >
          {items.slice(row.index * perRow, (row.index + 1) * perRow).map((item, column) => {
            const index = row.index * perRow + column;
            return (
              <div
                key={getKey(item)}
                role="listitem"
                aria-posinset={index + 1}
                aria-setsize={items.length}
                className={styles['cell']}
              >
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
