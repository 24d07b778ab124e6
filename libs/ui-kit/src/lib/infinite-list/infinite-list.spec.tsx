import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  lastObserver as observer,
} from '../internal/fake-intersection-observer';
import { InfiniteList, LOAD_MORE_THROTTLE_MS } from './infinite-list';

describe('InfiniteList', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts loading 300 px before the end', () => {
    const onLoadMore = vi.fn();
    render(
      <InfiniteList hasMore loading={false} onLoadMore={onLoadMore} loadingLabel="Loading…">
        <p>rows</p>
      </InfiniteList>,
    );
    expect(observer().options.rootMargin).toBe('0px 0px 300px 0px');
    observer().intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads at most once a second, and catches up while the end stays in view', () => {
    const onLoadMore = vi.fn();
    render(
      <InfiniteList hasMore loading={false} onLoadMore={onLoadMore} loadingLabel="Loading…">
        <p>rows</p>
      </InfiniteList>,
    );
    observer().intersect(true);
    observer().intersect(false);
    observer().intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing while loading or at the end, and says so', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <InfiniteList
        hasMore
        loading
        onLoadMore={onLoadMore}
        loadingLabel="Loading…"
        endLabel="No more"
      >
        <p>rows</p>
      </InfiniteList>,
    );
    observer().intersect(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(
      <InfiniteList
        hasMore={false}
        loading={false}
        onLoadMore={onLoadMore}
        loadingLabel="Loading…"
        endLabel="No more"
      >
        <p>rows</p>
      </InfiniteList>,
    );
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('No more');
  });

  it('offers a load-more button for keyboards', async () => {
    vi.useRealTimers();
    const onLoadMore = vi.fn();
    render(
      <InfiniteList
        hasMore
        loading={false}
        onLoadMore={onLoadMore}
        loadingLabel="Loading…"
        loadMoreLabel="Load more"
      >
        <p>rows</p>
      </InfiniteList>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
