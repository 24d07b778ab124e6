import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Empty } from './empty';

describe('Empty', () => {
  it('says what is missing, and offers the action', () => {
    render(
      <Empty
        title="No data"
        description="Pull to refresh"
        action={<button type="button">Refresh</button>}
      />,
    );
    expect(screen.getByText('No data')).toBeVisible();
    expect(screen.getByText('Pull to refresh')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });

  it('keeps its drawing away from screen readers', () => {
    const { container } = render(<Empty title="No announcements" />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
