import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './virtual-list';

const games = Array.from({ length: 1000 }, (_, index) => ({
  id: index,
  name: `Game ${index + 1}`,
}));

const ROW_HEIGHT = 100;

function renderList(columns = 1, estimateRowHeight = ROW_HEIGHT) {
  return render(
    <VirtualList
      items={games}
      getKey={(game) => game.id}
      renderItem={(game) => <span>{game.name}</span>}
      estimateRowHeight={estimateRowHeight}
      columns={columns}
      label="Games"
    />,
  );
}

/**
 * jsdom lays nothing out and has no ResizeObserver: this one reports every observed row at
 * `ROW_HEIGHT` when `reportSizes` is called, as a browser's would after layout.
 */
class RowSizes {
  static observers = new Set<RowSizes>();
  private readonly observed = new Set<Element>();
  constructor(private readonly report: ResizeObserverCallback) {
    RowSizes.observers.add(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
    RowSizes.observers.delete(this);
  }
  deliver() {
    const entries = [...this.observed].map(
      (target) =>
        ({
          target,
          borderBoxSize: [{ blockSize: ROW_HEIGHT, inlineSize: 300 }],
        }) as unknown as ResizeObserverEntry,
    );
    this.report(entries, this);
  }
}

function reportSizes() {
  act(() => RowSizes.observers.forEach((observer) => observer.deliver()));
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('VirtualList', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', RowSizes);
    // jsdom has no scrolling; the virtualiser keeps the view steady with scrollTo as rows measure.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    scrollWindowTo(0);
  });

  it('renders only the rows near the window out of 1000 items', () => {
    const { container } = renderList();
    const items = within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem');
    expect(items.length).toBeLessThan(30);
    expect(items[0]).toHaveTextContent('Game 1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(container.querySelectorAll('*').length).toBeLessThan(200);
  });

  it('follows the scroll of the page', () => {
    renderList();
    scrollWindowTo(50_000);
    expect(screen.getByText('Game 501')).toBeInTheDocument();
    expect(screen.queryByText('Game 1')).not.toBeInTheDocument();
    expect(screen.getByText('Game 501').closest('[role="listitem"]')).toHaveAttribute(
      'aria-posinset',
      '501',
    );
  });

  it('lays out grid rows of several items, the last row partly filled', () => {
    renderList(3);
    expect(screen.getByText('Game 3').closest('[role="presentation"]')).toHaveTextContent(
      'Game 1Game 2Game 3',
    );
    scrollWindowTo(33_300);
    expect(screen.getByText('Game 1000').closest('[role="presentation"]')).toHaveTextContent(
      /^Game 1000$/,
    );
  });

  it('places rows by their measured height rather than the estimate', () => {
    renderList(1, 60);
    reportSizes();
    const second = screen.getByText('Game 2').closest('[role="presentation"]');
    expect(second).toHaveStyle({ transform: `translate3d(0, ${ROW_HEIGHT}px, 0)` });
    // The rows drawn are measured at 100 px; the rest still count at the 60 px estimate.
    const list = screen.getByRole('list', { name: 'Games' });
    const height = Number.parseFloat(list.style.height);
    expect(height).toBeGreaterThan(1000 * 60);
    expect(height).toBeLessThan(1000 * ROW_HEIGHT);
  });

  it('tells the items drawn whether the page is being scrolled, until the scrolling stops', () => {
    vi.useFakeTimers();
    try {
      render(
        <VirtualList
          items={games}
          getKey={(game) => game.id}
          renderItem={(game, _index, { scrolling }) => (
            <span>{`${game.name} ${scrolling ? 'moving' : 'still'}`}</span>
          )}
          estimateRowHeight={ROW_HEIGHT}
          label="Games"
        />,
      );
      expect(screen.getByText('Game 1 still')).toBeInTheDocument();
      scrollWindowTo(10_000);
      expect(screen.getByText('Game 101 moving')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(screen.getByText('Game 101 still')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
