import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AtPath, emptyListsAnswers, failedListsAnswers } from '../../__fixtures__/story-screens';
import { GameListPage } from './game-list-page';

function GameList() {
  return <AtPath path="/gameList" screen={<GameListPage />} />;
}

const meta = {
  title: 'Game list',
  tags: ['!autodocs'],
  component: GameList,
  parameters: { layout: 'fullscreen', route: '/m/gameList?type=hot', session: 'member' },
} satisfies Meta<typeof GameList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `type=hot`: the hot list, in one request. */
export const Hot: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('heading', { name: 'Hot' })).resolves.toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 6' })).resolves.toBeVisible();
  },
};

/** `type=fav`: the member's favourites, each star on. */
export const Favourites: Story = {
  parameters: { route: '/m/gameList?type=fav' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('heading', { name: 'Favourites' })).resolves.toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 1' })).resolves.toBeVisible();
  },
};

/** A guest's favourites: nothing to list. */
export const FavouritesAsGuest: Story = {
  parameters: { route: '/m/gameList?type=fav', session: 'guest' },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No data')).resolves.toBeVisible();
  },
};

/** One vendor's slots, with the vendor search and its two hints. */
export const VendorList: Story = {
  parameters: { route: '/m/gameList?gameType=RNG&vassalage=PG' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('heading', { name: 'Slots' })).resolves.toBeVisible();
    await expect(canvas.getByLabelText('25 lines or more')).toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 1' })).resolves.toBeVisible();
  },
};

/** Nothing in the list: `in_no_data`. */
export const Empty: Story = {
  parameters: {
    route: '/m/gameList?gameType=RNG&vassalage=PG',
    msw: { handlers: emptyListsAnswers },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No data')).resolves.toBeVisible();
  },
};

/** The list cannot be loaded: no data, and a way to try again. */
export const Failed: Story = {
  parameters: {
    route: '/m/gameList?gameType=RNG&vassalage=PG',
    msw: { handlers: failedListsAnswers },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
  },
};
