import { leaveConfirmationRequested, leaveRefused } from '@mweb/api-client/testing';
import { gatewayHandlers } from '@mweb/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_GATEWAY, renderApp } from './testing/render-app';
// Imported here so that the shell's lazy import of the dialog resolves at once, whatever the load.
import './leave-dialog';

const server = setupServer(...gatewayHandlers(TEST_GATEWAY));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('leaving the app', () => {
  it('names the foreign host and opens nothing until the player continues', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { store } = await renderApp('/m/home');
    await screen.findByRole('main', { name: 'mweb' });

    act(() => {
      store.dispatch(
        leaveConfirmationRequested({ href: 'https://evil.example/win', host: 'evil.example' }),
      );
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Leaving the app' });
    expect(dialog).toHaveTextContent('You are leaving for evil.example.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(
        leaveConfirmationRequested({ href: 'https://evil.example/win', host: 'evil.example' }),
      );
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledWith('https://evil.example/win', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says so when a link is refused', async () => {
    const { store } = await renderApp('/m/home');
    await screen.findByRole('main', { name: 'mweb' });
    act(() => {
      store.dispatch(leaveRefused('scheme'));
    });
    expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
    expect(store.getState().leaving.refusal).toBeNull();
  });
});
