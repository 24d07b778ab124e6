import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { AtPath, answer, storyOrigin, vendorsAnswer } from '../../__fixtures__/story-screens';
import { HomeGames } from './home-games';

/** The home games with the category kept as the shell keeps it. */
function Home({ initial }: { initial: string }) {
  const [category, setCategory] = useState(initial);
  return (
    <AtPath path="/home" screen={<HomeGames category={category} onCategory={setCategory} />} />
  );
}

const meta = {
  title: 'Home games',
  tags: ['!autodocs'],
  component: Home,
  args: { initial: 'HOT' },
  parameters: {
    layout: 'fullscreen',
    route: '/m/home',
    session: 'member',
    msw: { handlers: [vendorsAnswer] },
  },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HOT selected: the hot block with "more", and the member's favourites block. */
export const HotAndFavourites: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('tab', { name: 'Hot', selected: true })).resolves.toBeVisible();
    await expect(canvas.findByRole('region', { name: 'Hot' })).resolves.toBeVisible();
    await expect(canvas.findByRole('region', { name: 'Favourites' })).resolves.toBeVisible();
  },
};

/** No favourites: the block is hidden. */
export const NoFavourites: Story = {
  parameters: {
    msw: {
      handlers: [
        vendorsAnswer,
        answer('games.favouriteList', { content: [], pageNum: 1, totalPages: 0 }, storyOrigin),
        answer('games.favouriteIds', [], storyOrigin),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Fortune 6' })).resolves.toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Favourites' })).toBeNull();
  },
};

/** A guest: the hot block only. */
export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Fortune 6' })).resolves.toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Favourites' })).toBeNull();
  },
};

/** The FAV tab: the member's favourites. */
export const FavouritesTab: Story = {
  args: { initial: 'FAV' },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('tab', { name: 'Favourites', selected: true }),
    ).resolves.toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 3' })).resolves.toBeVisible();
  },
};

/** The JL tab: its games with View all, and no vendor tabs. */
export const JlTab: Story = {
  args: { initial: 'JL' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('link', { name: 'View all' })).resolves.toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 1' })).resolves.toBeVisible();
  },
};

/** The BINGO tab. */
export const BingoTab: Story = {
  args: { initial: 'BINGO' },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('tab', { name: 'Bingo', selected: true }),
    ).resolves.toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 1' })).resolves.toBeVisible();
  },
};
