import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualList, visibleRows } from './virtual-list';

const games = Array.from({ length: 1000 }, (_, index) => ({
  id: index,
  name: `Game ${index + 1}`,
}));

function renderList(columns = 1) {
  return render(
    <VirtualList
      items={games}
      getKey={(game) => game.id}
      renderItem={(game) => <span>{game.name}</span>}
      rowHeight={50}
      height={500}
      columns={columns}
      label="Games"
    />,
  );
}

describe('VirtualList', () => {
  it('renders only the rows near the window out of 1000 items', () => {
    const { container } = renderList();
    const items = within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem');
    expect(items.length).toBeLessThan(30);
    expect(items[0]).toHaveTextContent('Game 1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(container.querySelectorAll('*').length).toBeLessThan(200);
  });

  it('follows the scroll position of its keyboard-focusable region', () => {
    renderList();
    const scroller = screen.getByRole('region', { name: 'Games' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    scroller.scrollTop = 25_000;
    fireEvent.scroll(scroller);
    expect(screen.getByText('Game 501')).toBeInTheDocument();
    expect(screen.queryByText('Game 1')).not.toBeInTheDocument();
    expect(screen.getByText('Game 501').closest('[role="listitem"]')).toHaveAttribute(
      'aria-posinset',
      '501',
    );
  });

  it('lays out grid rows of several items', () => {
    renderList(3);
    expect(screen.getByText('Game 3')).toBeInTheDocument();
    expect(visibleRows(0, 500, 50, 334, 4)).toEqual({ first: 0, last: 14 });
  });
});
