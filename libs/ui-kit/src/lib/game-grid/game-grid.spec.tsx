import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameGrid } from './game-grid';

describe('GameGrid', () => {
  it('lists every item under its label, in order', () => {
    const games = [
      { nodeId: 1, name: 'Alpha' },
      { nodeId: 2, name: 'Beta' },
    ];
    render(
      <GameGrid
        items={games}
        getKey={(game) => game.nodeId}
        renderItem={(game) => <button type="button">{game.name}</button>}
        label="Hot games"
      />,
    );
    const list = screen.getByRole('list', { name: 'Hot games' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alpha', 'Beta']);
  });
});
