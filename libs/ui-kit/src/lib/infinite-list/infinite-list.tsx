import { type ReactNode, type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import styles from './infinite-list.module.css';
import { Spinner } from '../internal/spinner';

/** Loading starts this far before the end of the list (SPEC.md section 9). */
export const LOAD_MORE_THRESHOLD_PX = 300;
/** Loading more happens at most once per this interval (SPEC.md section 9). */
export const LOAD_MORE_THROTTLE_MS = 1000;

export interface InfiniteListProps {
  /** The rows loaded so far (a `GameGrid`, a list of records). */
  children: ReactNode;
  /** Whether the server has more pages (pageNum below totalPages). */
  hasMore: boolean;
  /** Whether a page is loading now; no second request starts meanwhile. */
  loading: boolean;
  /** Asks for the next page. */
  onLoadMore: () => void;
  /** Shown while a page loads (e.g. "Loading…"). */
  loadingLabel: string;
  /** Shown at the end of the list (e.g. "No more"); nothing when absent. */
  endLabel?: string;
  /** A button that loads the next page by hand, for keyboards and old browsers (e.g. "Load more"). */
  loadMoreLabel?: string;
  /** The scrolling element, when the list scrolls inside one rather than the page. */
  scrollRoot?: RefObject<Element | null>;
  /** How far before the end loading starts, in px. */
  threshold?: number;
  /** The least time between two load requests, in ms. */
  throttleMs?: number;
  /** Extra class. */
  className?: string;
}

/**
 * A list that asks for its next page when the reader gets within 300 px of its end, at most once a
 * second. A watcher element at the end of the list triggers it; no scroll handlers run.
 */
export function InfiniteList({
  children,
  hasMore,
  loading,
  onLoadMore,
  loadingLabel,
  endLabel,
  loadMoreLabel,
  scrollRoot,
  threshold = LOAD_MORE_THRESHOLD_PX,
  throttleMs = LOAD_MORE_THROTTLE_MS,
  className,
}: InfiniteListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(false);
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [retries, setRetries] = useState(0);

  const tryLoad = useEffectEvent(() => {
    if (!nearEnd.current || !hasMore || loading) return;
    const wait = lastLoad.current + throttleMs - Date.now();
    clearTimeout(retry.current);
    if (wait > 0) {
      // Still near the end when the interval passes: the observer will not fire again by itself.
      retry.current = setTimeout(() => setRetries((count) => count + 1), wait);
      return;
    }
    lastLoad.current = Date.now();
    onLoadMore();
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        nearEnd.current = entries.some((entry) => entry.isIntersecting);
        tryLoad();
      },
      { root: scrollRoot?.current ?? null, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearTimeout(retry.current);
    };
  }, [scrollRoot, threshold]);

  // A page that arrived while the end is still in view (short pages) asks for the next one.
  useEffect(() => {
    tryLoad();
  }, [loading, hasMore, retries]);

  return (
    <div className={cx(styles['list'], className)} aria-busy={loading || undefined}>
      {children}
      <div ref={sentinel} className={styles['sentinel']} />
      <div className={styles['footer']} role="status">
        {loading ? (
          <span className={styles['loading']}>
            <Spinner />
            {loadingLabel}
          </span>
        ) : hasMore ? null : (
          endLabel
        )}
      </div>
      {!loading && hasMore && loadMoreLabel ? (
        <div className={styles['footer']}>
          <button type="button" className={styles['more']} onClick={onLoadMore}>
            {loadMoreLabel}
          </button>
        </div>
      ) : null}
    </div>
  );
}
