import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlideCheck } from './slide-check';

const labels = {
  label: 'Slide to verify',
  verifiedLabel: 'Verified',
  tapLabel: 'Tap to verify instead',
};

describe('SlideCheck', () => {
  it('passes by the keyboard: it is a slider moved with the arrows and End', async () => {
    const onVerify = vi.fn();
    render(<SlideCheck {...labels} onVerify={onVerify} />);
    const slider = screen.getByRole('slider', { name: 'Slide to verify' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{End}');
    expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ method: 'keyboard' }));
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
  });

  it('passes by the tap alternative', async () => {
    const onVerify = vi.fn();
    render(<SlideCheck {...labels} onVerify={onVerify} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tap to verify instead' }));
    expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ method: 'tap', track: [] }));
  });

  it('passes by dragging to the end, and springs back from half way', () => {
    const onVerify = vi.fn();
    render(<SlideCheck {...labels} onVerify={onVerify} />);
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 0.5, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(onVerify).not.toHaveBeenCalled();
    // jsdom has no layout: the track measures 1 px, so moving 1 px is the whole way.
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 5, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ method: 'drag' }));
  });

  it('starts over when the reset key changes', async () => {
    const { rerender } = render(<SlideCheck {...labels} onVerify={() => undefined} resetKey={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tap to verify instead' }));
    rerender(<SlideCheck {...labels} onVerify={() => undefined} resetKey={2} />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Tap to verify instead' })).toBeVisible();
  });
});
