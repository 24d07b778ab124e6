import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, MASK_GUARD_MS } from './dialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Notice"
        closeLabel="Close"
        footer={<button type="button">I know</button>}
      >
        Please use Safari for download App.
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a modal dialog named by its title and described by its body', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please use Safari for download App.');
  });

  it('moves focus in, keeps it inside, closes on Escape and gives focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'I know' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'I know' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves focus where a tap put it inside the dialog before the first frame', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const tapped = screen.getByRole('button', { name: 'I know' });
    tapped.focus();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(tapped).toHaveFocus();
  });

  it('ignores a mask tap within 300 ms of opening, and closes on a later one', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const mask = document.querySelector('[aria-hidden="true"]');
    if (!(mask instanceof HTMLElement)) throw new Error('no mask');
    vi.advanceTimersByTime(MASK_GUARD_MS - 1);
    await userEvent.click(mask);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
    vi.advanceTimersByTime(1);
    await userEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a mask tap that comes the moment the dialog is drawn', async () => {
    // Outside act, as in a browser, where a busy main thread can run a tap between the render
    // that draws the dialog and the effects React runs after it.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const onClose = vi.fn();
    const tapped: boolean[] = [];
    const observer = new MutationObserver(() => {
      const mask = document.querySelector('[aria-hidden="true"]');
      if (!(mask instanceof HTMLElement) || tapped.length > 0) return;
      tapped.push(true);
      mask.click();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    function OpensItself() {
      const [open, setOpen] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setOpen(true), 0);
        return () => clearTimeout(timer);
      }, []);
      return (
        <Dialog open={open} onClose={onClose} title="Notice" closeLabel="Close">
          Please use Safari for download App.
        </Dialog>
      );
    }
    try {
      render(<OpensItself />);
      await waitFor(() => expect(tapped).toEqual([true]));
      expect(onClose).not.toHaveBeenCalled();
    } finally {
      observer.disconnect();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
    }
  });
});
