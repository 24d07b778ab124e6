import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('tells screen readers what is loading', () => {
    render(<Skeleton label="Loading" shape="tiles" count={6} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(6);
  });

  it('draws one part for a chip or a banner', () => {
    render(<Skeleton label="Loading" shape="chip" count={4} />);
    expect(screen.getByRole('status').children).toHaveLength(1);
  });
});
