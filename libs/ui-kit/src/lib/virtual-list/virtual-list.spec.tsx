import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './virtual-list';

const games = Array.from({ length: 1000 }, (_, index) => ({
  id: index,
  name: `Game ${index + 1}`,
}));

const ROW_HEIGHT = 100;

function renderList(columns = 1) {
  return render(
    <VirtualList
      items={games}
      getKey={(game) => game.id}
      renderItem={(game) => <span>{game.name}</span>}
      estimateRowHeight={ROW_HEIGHT}
      columns={columns}
      label="Games"
    />,
  );
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('VirtualList', () => {
  // jsdom lays nothing out: every drawn row measures one row height, as a browser's would here.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
    // jsdom has no scrolling; the virtualiser keeps the view steady with scrollTo as rows measure.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
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
});
