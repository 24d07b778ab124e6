import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyGame } from '../../__fixtures__/story-screens';
import defaultIcon from './default-game.svg';
import { GameCard } from './game-card';

const meta = {
  title: 'Game card',
  tags: ['!autodocs'],
  component: GameCard,
  args: {
    game: storyGame(),
    cdn: '',
    favouriteLabels: { add: 'Add to favourites', remove: 'Remove from favourites' },
    favourite: false,
    onToggleFavourite: () => undefined,
    onLaunch: () => undefined,
  },
  parameters: { layout: 'fullscreen', session: 'member' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '1.8rem', padding: '0.16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game's icon, its name, and the star off. */
export const Icon: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mahjong Ways' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  },
};

/** One of the member's favourites: the star on. */
export const Favourite: Story = {
  args: { favourite: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  },
};

/** The icon fails to load: the default image takes its place. */
export const FallbackImage: Story = {
  args: { game: storyGame({ mobileIconUrl: 'data:image/png;base64,broken' }) },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image?.getAttribute('src')).toBe(defaultIcon));
  },
};
