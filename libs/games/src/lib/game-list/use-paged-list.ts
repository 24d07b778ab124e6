import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** One page of a list as the server answers it. */
export interface ListPage<T> {
  items: readonly T[];
  pageNum: number;
  totalPages: number;
}

/** A paged list as a screen shows it: what has loaded so far, and how to ask for more. */
export interface PagedList<T> {
  items: readonly T[];
  /** True while the server has pages beyond the last one loaded (pageNum below totalPages). */
  hasMore: boolean;
  /** True while a page loads. */
  loading: boolean;
  /** True when the last page asked for failed; `retry` asks again. */
  failed: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Drops items at once, without asking the server (a favourite removed in its own list). */
  drop: (gone: (item: T) => boolean) => void;
}

interface Loaded<T> {
  key: string;
  items: T[];
  pageNum: number;
  totalPages: number;
  loading: boolean;
  failed: boolean;
}

function fresh<T>(key: string): Loaded<T> {
  return { key, items: [], pageNum: 0, totalPages: 1, loading: true, failed: false };
}

/**
 * A list loaded page by page (SPEC.md section 4, "Game list" and "Favourites list"): a new key
 * resets the list and loads page 1; each next page is appended while pageNum is below totalPages.
 * A null key loads nothing (the screen waits for something first).
 */
export function usePagedList<T>(
  key: string | null,
  fetchPage: (pageNo: number) => Promise<ListPage<T>>,
): PagedList<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(() => fresh(key ?? ''));
  // The key a page was asked for: a page of an older key is dropped on arrival.
  const current = useRef(key);
  const busy = useRef(false);
  // The latest fetcher, without making every render a new `load` (and so a new page 1).
  const fetcher = useRef(fetchPage);
  useLayoutEffect(() => {
    fetcher.current = fetchPage;
  });

  const load = useCallback(
    async (pageNo: number) => {
      if (key === null || busy.current) return;
      busy.current = true;
      // The state of this key: what an older key loaded is not carried over.
      const own = (state: Loaded<T>) => (state.key === key ? state : fresh<T>(key));
      setLoaded((state) => ({ ...own(state), loading: true, failed: false }));
      try {
        const page = await fetcher.current(pageNo);
        if (current.current !== key) return;
        setLoaded((state) => ({
          key,
          items: pageNo === 1 ? [...page.items] : [...own(state).items, ...page.items],
          pageNum: page.pageNum,
          totalPages: page.totalPages,
          loading: false,
          failed: false,
        }));
      } catch {
        if (current.current === key) {
          setLoaded((state) => ({ ...own(state), loading: false, failed: true }));
        }
      } finally {
        if (current.current === key) busy.current = false;
      }
    },
    [key],
  );

  useEffect(() => {
    current.current = key;
    busy.current = false;
    // What is loaded for an older key is not shown (see `state` below): page 1 replaces it.
    void load(1);
  }, [key, load]);

  const state = loaded.key === (key ?? '') ? loaded : fresh<T>(key ?? '');
  return {
    items: state.items,
    hasMore: !state.failed && state.pageNum < state.totalPages,
    loading: key !== null && state.loading,
    failed: state.failed,
    loadMore: () => {
      if (state.pageNum < state.totalPages) void load(state.pageNum + 1);
    },
    retry: () => void load(state.pageNum + 1),
    drop: (gone) =>
      setLoaded((previous) => ({
        ...previous,
        items: previous.items.filter((item) => !gone(item)),
      })),
  };
}
