import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlideCheck, type SlidePuzzle } from './slide-check';

const puzzle: SlidePuzzle = {
  background: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,BBBB',
  width: 300,
  height: 150,
  pieceSize: 44,
  pieceY: 50,
};
const labels = {
  puzzle,
  label: 'Slide to verify',
  verifiedLabel: 'Verified',
  tapLabel: 'Tap to verify instead',
  tapHint: 'Tap where the piece fits',
};

describe('SlideCheck', () => {
  it('answers by the keyboard: a slider moved with the arrows, dropped with Enter', async () => {
    const onVerify = vi.fn();
    render(<SlideCheck {...labels} onVerify={onVerify} />);
    const slider = screen.getByRole('slider', { name: 'Slide to verify' });
    slider.focus();
    await userEvent.keyboard('{PageUp}{PageUp}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '21');
    expect(onVerify).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    // 21 % of the 256 px the piece can travel.
    expect(onVerify).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'keyboard', offset: 54 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
  });

  it('answers by tapping the gap instead of dragging', async () => {
    const onVerify = vi.fn();
    render(<SlideCheck {...labels} onVerify={onVerify} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tap to verify instead' }));
    const picture = screen.getByRole('button', { name: 'Tap where the piece fits' });
    picture.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 150, height: 75 });
    // Shown at half size: a tap at 61 px is 122 px of the picture, the piece centred on it.
    fireEvent.click(picture, { clientX: 61, clientY: 30 });
    expect(onVerify).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'tap', offset: 100, track: [] }),
    );
  });

  it('answers by dragging, wherever the piece is dropped; a touch without a move is none', () => {
    const onVerify = vi.fn();
    render(<SlideCheck {...labels} onVerify={onVerify} />);
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(onVerify).not.toHaveBeenCalled();
    // jsdom has no layout: the track measures 1 px, so moving 0.5 px is half the way.
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 0.5, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ method: 'drag', offset: 128 }));
  });

  it('starts over when the reset key changes', async () => {
    const { rerender } = render(<SlideCheck {...labels} onVerify={() => undefined} resetKey={1} />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{End}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    rerender(<SlideCheck {...labels} onVerify={() => undefined} resetKey={2} />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Tap to verify instead' })).toBeVisible();
  });
});
