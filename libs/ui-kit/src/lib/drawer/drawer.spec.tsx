import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} label="Side menu">
        <a href="#deposit">Deposit</a>
        <a href="#withdraw">Withdraw</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a labelled modal with focus inside, and traps Tab', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Side menu' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Deposit' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes on a mask tap', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mask = document.querySelector('[aria-hidden="true"]');
    if (!(mask instanceof HTMLElement)) throw new Error('no mask');
    await userEvent.click(mask);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
