import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const texts = {
  title: 'Log out',
  message: 'Are you sure you want to log out?',
  confirmLabel: 'Confirm',
  cancelLabel: 'Cancel',
};

describe('ConfirmDialog', () => {
  it('asks, with confirm as the focused default button', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open {...texts} onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(screen.getByRole('alertdialog', { name: 'Log out' })).toHaveAccessibleDescription(
      'Are you sure you want to log out?',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels by the cancel button and by Escape', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open {...texts} onConfirm={() => undefined} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows the confirmed action running and refuses a second confirm', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        {...texts}
        busy
        busyLabel="Please wait"
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    const confirm = screen.getByRole('button', { name: /confirm/i });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
