import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CallState, type CallStateProps } from './call-state';

const words = {
  loadingLabel: 'Loading…',
  failedTitle: 'This could not be loaded',
  retryLabel: 'Try again',
  emptyTitle: 'No data',
} satisfies Partial<CallStateProps>;

describe('CallState', () => {
  it('shows a busy placeholder named for screen readers while loading', () => {
    render(<CallState status="loading" {...words} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('says a call failed and asks for it again on retry', async () => {
    const onRetry = vi.fn();
    render(<CallState status="failed" onRetry={onRetry} {...words} />);
    expect(screen.getByText('This could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry button when there is nothing to retry', () => {
    render(<CallState status="failed" {...words} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty placeholder for an answer with nothing in it', () => {
    render(<CallState status="empty" {...words} />);
    expect(screen.getByText('No data')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
