import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../internal/story-images';
import { GameTile } from './game-tile';

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  args: {
    name: 'Mahjong Ways',
    iconUrl: placeholderImage('MW', '#7a3b6b'),
    fallbackIconUrl: placeholderImage('?', '#555b66'),
    onLaunch: () => undefined,
    favourite: false,
    onToggleFavourite: () => undefined,
    addFavouriteLabel: 'Add to favourites',
    removeFavouriteLabel: 'Remove from favourites',
  },
  parameters: {
    i18n: {
      addFavouriteLabel: 'common:favourite.add',
      removeFavouriteLabel: 'common:favourite.remove',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '1.8rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Favourite: Story = { args: { favourite: true } };
/** The icon fails to load and the default image shows. */
export const BrokenIcon: Story = { args: { iconUrl: 'data:image/png;base64,broken' } };
export const WithoutStar: Story = { args: { favourite: undefined } };
export const LongName: Story = { args: { name: 'Fortune Gods of the Eastern Sea Deluxe Edition' } };
