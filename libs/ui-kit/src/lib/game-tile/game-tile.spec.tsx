import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameTile } from './game-tile';

const base = {
  name: 'Mahjong Ways',
  fallbackIconUrl: '/default-game.png',
  onLaunch: () => undefined,
};

describe('GameTile', () => {
  it('launches the game from a button named after it', async () => {
    const onLaunch = vi.fn();
    render(<GameTile {...base} iconUrl="/mahjong.png" onLaunch={onLaunch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mahjong Ways' }));
    expect(onLaunch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default image once when the icon fails', () => {
    const { container } = render(<GameTile {...base} iconUrl="/broken.png" />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/default-game.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/default-game.png');
  });

  it('toggles the favourite star, named for what it will do', async () => {
    const onToggleFavourite = vi.fn();
    const { rerender } = render(
      <GameTile
        {...base}
        favourite={false}
        onToggleFavourite={onToggleFavourite}
        addFavouriteLabel="Add to favourites"
        removeFavouriteLabel="Remove from favourites"
      />,
    );
    const star = screen.getByRole('button', { name: 'Add to favourites' });
    expect(star).toHaveAccessibleDescription('Mahjong Ways');
    await userEvent.click(star);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    rerender(
      <GameTile
        {...base}
        favourite
        onToggleFavourite={onToggleFavourite}
        addFavouriteLabel="Add to favourites"
        removeFavouriteLabel="Remove from favourites"
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
