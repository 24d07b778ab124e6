import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoGame, renderGames, setUpGamesTests } from '../../__fixtures__/render-games';
import { GameCard } from './game-card';

const kit = setUpGamesTests();

const game = demoGame(7);
const icon = () => screen.getByRole('button', { name: 'Game 7' }).querySelector('img');

function Card({ deferIcon }: { deferIcon: boolean }) {
  return (
    <GameCard
      game={game}
      cdn="https://images.example"
      favouriteLabels={{ add: 'Keep Game 7', remove: 'Drop Game 7' }}
      favourite={false}
      onLaunch={() => undefined}
      onToggleFavourite={() => undefined}
      deferIcon={deferIcon}
    />
  );
}

describe('GameCard', () => {
  it('shows its icon from the image CDN at once when drawn at rest', () => {
    renderGames(<Card deferIcon={false} />, { kit });
    expect(icon()?.getAttribute('src')).toBe('https://images.example/media/games/7.svg');
  });

  it('names its star with the labels it is given', () => {
    renderGames(<Card deferIcon={false} />, { kit });
    expect(screen.getByRole('button', { name: 'Keep Game 7' })).toBeTruthy();
  });

  it('drawn during a fling, shows the default image until the scrolling stops, then keeps its icon', () => {
    const view = renderGames(<Card deferIcon />, { kit });
    expect(icon()?.getAttribute('src')).not.toMatch(/\/media\/games\/7\.svg$/);
    view.rerender(<Card deferIcon={false} />);
    expect(icon()?.getAttribute('src')).toMatch(/\/media\/games\/7\.svg$/);
    view.rerender(<Card deferIcon />);
    expect(icon()?.getAttribute('src')).toMatch(/\/media\/games\/7\.svg$/);
  });
});
