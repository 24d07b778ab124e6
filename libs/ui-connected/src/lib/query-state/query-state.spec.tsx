import { renderScreen, setUpScreenTests } from '@mweb/api-client/screen-tests';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type CallLike } from './query-state';

const kit = setUpScreenTests({ namespaces: [] });

function renderState(query: CallLike<readonly string[]>, emptyTitle?: string) {
  return renderScreen(
    <QueryState
      query={query}
      isEmpty={(items) => items.length === 0}
      emptyTitle={emptyTitle}
      frame={(state) => <main aria-label="frame">{state}</main>}
    >
      {(items) => <p>{items.join(', ')}</p>}
    </QueryState>,
    { kit },
  );
}

describe('QueryState', () => {
  it('shows a skeleton in the frame while the call has not answered', () => {
    renderState({ isLoading: true, isError: false });
    expect(screen.getByRole('main', { name: 'frame' })).toContainElement(
      screen.getByRole('status', { name: 'Loading…' }),
    );
  });

  it('says a failed call could not be loaded, and asks again on "Try again"', async () => {
    const refetch = vi.fn();
    renderState({ isLoading: false, isError: true, refetch });
    expect(await screen.findByText('This could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('treats a call that ended without an answer as failed', async () => {
    renderState({ isLoading: false, isError: false, refetch: () => undefined });
    expect(await screen.findByText('This could not be loaded')).toBeVisible();
  });

  it('says "No data" for an empty answer, or what the screen says instead', async () => {
    const { unmount } = renderState({ isLoading: false, isError: false, data: [] });
    expect(await screen.findByText('No data')).toBeVisible();
    unmount();
    renderState({ isLoading: false, isError: false, data: [] }, 'No announcements');
    expect(await screen.findByText('No announcements')).toBeVisible();
  });

  it('shows the content, outside the frame, once there is an answer', async () => {
    renderState({ isLoading: false, isError: false, data: ['Game 1', 'Game 2'] });
    expect(await screen.findByText('Game 1, Game 2')).toBeVisible();
    expect(screen.queryByRole('main')).toBeNull();
  });
});
