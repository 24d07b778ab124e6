import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FavouriteStar } from './favourite-star';

const labels = { addLabel: 'Add to favourites', removeLabel: 'Remove from favourites' };

describe('FavouriteStar', () => {
  it('offers to add an item that is not a favourite, naming the item after it', async () => {
    const onToggle = vi.fn();
    render(
      <>
        <span id="name">Lotto 5</span>
        <FavouriteStar on={false} onToggle={onToggle} describedBy="name" {...labels} />
      </>,
    );
    const star = screen.getByRole('button', { name: 'Add to favourites', description: 'Lotto 5' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('is pressed, and offers removal, while the item is a favourite', () => {
    render(<FavouriteStar on onToggle={() => undefined} {...labels} />);
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
