import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeText } from './badge';

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
    expect(badgeText(12, 9)).toBe('9+');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(3.7)).toBe('3');
  });
});
