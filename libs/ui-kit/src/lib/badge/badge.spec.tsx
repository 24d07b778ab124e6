import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows the count with what it counts for screen readers', () => {
    render(<Badge count={7} label="unread messages" />);
    expect(screen.getByRole('status', { name: '7 unread messages' })).toHaveTextContent('7');
  });

  it('shows 99+ above 99', () => {
    render(<Badge count={120} label="rewards" />);
    expect(screen.getByRole('status')).toHaveTextContent('99+');
  });

  it('renders nothing for zero, negative or non-numeric counts', () => {
    const { container } = render(
      <>
        <Badge count={0} label="a" />
        <Badge count={-3} label="b" />
        <Badge count={Number.NaN} label="c" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('honours a custom maximum and drops fractions', () => {
    render(
      <>
        <Badge count={12} max={9} label="a" />
        <Badge count={3.7} label="b" />
      </>,
    );
    expect(screen.getAllByRole('status').map((badge) => badge.textContent)).toEqual(['9+', '3']);
  });
});
