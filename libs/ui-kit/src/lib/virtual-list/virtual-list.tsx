import { type Virtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type Key,
  type ReactNode,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../internal/class-names';
import styles from './virtual-list.module.css';

export interface VirtualListProps<T> {
  /** Every item; only the rows near the visible part of the page are rendered. */
  items: readonly T[];
  /** A stable key per item. */
  getKey: (item: T) => Key;
  /**
   * Draws one item. `scrolling` is true while the page is being scrolled: an item drawn then may
   * leave the window a frame later, so it can put off costly work such as loading its image.
   */
  renderItem: (item: T, index: number, state: { scrolling: boolean }) => ReactNode;
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

/** Where the list starts in the page: the virtualiser counts the window's scroll from there. */
function useOffsetInPage(element: RefObject<HTMLElement | null>): number {
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
 * A row's height as the virtualiser's ResizeObserver reports it after layout. Until then, the
 * height last measured or the estimate: reading `offsetHeight` as each new row mounts (the
 * virtualiser's default) forces a layout in the middle of React's commit, once per row.
 */
function measureRow(
  element: HTMLDivElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, HTMLDivElement>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const key = instance.options.getItemKey(instance.indexFromElement(element));
  return instance.itemSizeCache.get(key) ?? instance.options.estimateSize(0);
}

/**
 * A long list (a game list of 1000) that scrolls with the page and renders only the rows near the
 * window (`@tanstack/react-virtual`'s window virtualiser), so the DOM stays in the hundreds of
 * nodes. Rows are measured once drawn (by a ResizeObserver, after layout), so their height follows
 * their content. Scrolling itself
 * renders nothing: the virtualiser moves the rows and sizes the list in the DOM, and React renders
 * only when the set of rows near the window changes. Each item carries its position in the whole
 * list (`aria-posinset`, `aria-setsize`) for screen readers.
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
  const estimateSize = useCallback(() => estimateRowHeight, [estimateRowHeight]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: Math.ceil(items.length / perRow),
    estimateSize,
    overscan,
    scrollMargin,
    measureElement: measureRow,
    directDomUpdates: true,
    // A synchronous render inside a scroll event would block the fling; React batches it instead.
    useFlushSync: false,
  });
  const { containerRef, isScrolling: scrolling } = virtualizer;
  const listRef = useCallback(
    (node: HTMLDivElement | null) => {
      list.current = node;
      containerRef(node);
    },
    [containerRef],
  );

  return (
    <div ref={listRef} role="list" aria-label={label} className={cx(styles['list'], className)}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          role="presentation"
          className={styles['row']}
          style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}
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
                {renderItem(item, index, { scrolling })}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
