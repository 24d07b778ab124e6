import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

const labels = { label: 'Pages', previousLabel: 'Previous', nextLabel: 'Next' };

describe('Pager', () => {
  it('asks for the page before and after, and says where the reader is', () => {
    const onPage = vi.fn();
    render(<Pager pageNo={2} totalPages={3} onPage={onPage} position="2 / 3" {...labels} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(
      <Pager pageNo={1} totalPages={2} onPage={() => undefined} {...labels} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager pageNo={2} totalPages={2} onPage={() => undefined} {...labels} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing when one page holds everything', () => {
    const { container } = render(
      <Pager pageNo={1} totalPages={1} onPage={() => undefined} {...labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
