import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FavouriteStar } from './favourite-star';

const meta = {
  title: 'Actions/FavouriteStar',
  component: FavouriteStar,
  args: {
    on: false,
    onToggle: fn(),
    addLabel: 'Add to favourites',
    removeLabel: 'Remove from favourites',
  },
  parameters: {
    i18n: { addLabel: 'common:favourite.add', removeLabel: 'common:favourite.remove' },
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 48, blockSize: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FavouriteStar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Not a favourite: an outlined star that offers to add it. */
export const Off: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** A favourite: a filled, pressed star that offers to remove it. */
export const On: Story = { args: { on: true } };
