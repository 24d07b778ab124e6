import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GameGrid } from '../game-grid/game-grid';
import { GameTile } from '../game-tile/game-tile';
import { animatedProperties } from '../internal/story-animations';
import { placeholderImage } from '../internal/story-images';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { label: 'Loading…' },
  parameters: { i18n: { label: 'common:status.loading' } },
} satisfies Meta<typeof Skeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The shine crosses each line by transform alone, which the compositor animates without a repaint. */
export const Text: Story = {
  play: async ({ canvasElement }) => {
    const shines = canvasElement.ownerDocument
      .getAnimations()
      .filter(
        (animation) =>
          animation.effect instanceof KeyframeEffect &&
          animation.effect.target !== null &&
          canvasElement.contains(animation.effect.target),
      );
    await expect(shines).toHaveLength(3);
    await expect(shines.map(animatedProperties)).toEqual([
      ['transform'],
      ['transform'],
      ['transform'],
    ]);
  },
};
export const Tiles: Story = { args: { shape: 'tiles', count: 6 } };
export const Chip: Story = { args: { shape: 'chip' } };
export const Banner: Story = { args: { shape: 'banner' } };

const icon = placeholderImage('G');
const games = Array.from({ length: 6 }, (_, index) => `Game ${index + 1}`);

/**
 * Six tiles of skeleton beside the six games that replace them: the same height, so nothing after
 * the grid moves when the games arrive (home renders its lower sections by where they stand).
 */
export const TilesAsTallAsGames: Story = {
  args: { shape: 'tiles', count: 6 },
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1rem', alignItems: 'start' }}
    >
      <div data-testid="skeleton">
        <Skeleton {...args} />
      </div>
      <div data-testid="games">
        <GameGrid
          items={games}
          getKey={(name) => name}
          label="Games"
          renderItem={(name) => (
            <GameTile
              name={name}
              iconUrl={icon}
              fallbackIconUrl={icon}
              onLaunch={() => undefined}
            />
          )}
        />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(Math.abs(height('skeleton') - height('games'))).toBeLessThan(1);
  },
};
