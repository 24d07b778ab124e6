import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  AtPath,
  emptyListsAnswers,
  everyCategoryAnswer,
  failedListsAnswers,
  noVendorsAnswer,
  vendorsAnswer,
} from '../../__fixtures__/story-screens';
import { GameCentrePage, SlotsCentrePage } from './game-centre-page';

function GameCentre() {
  return <AtPath path="/game" screen={<GameCentrePage />} />;
}

const meta = {
  title: 'Game centre',
  tags: ['!autodocs'],
  component: GameCentre,
  parameters: {
    layout: 'fullscreen',
    route: '/m/game',
    session: 'member',
    msw: { handlers: [vendorsAnswer] },
  },
} satisfies Meta<typeof GameCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const atCategory = (category: string) => ({
  route: `/m/game?category=${category}`,
  msw: { handlers: [vendorsAnswer] },
});

/** The side menu with HOT selected: the hot games. */
export const Hot: Story = {
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('tablist', { name: 'Game categories' });
    await expect(menu).toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 6' })).resolves.toBeVisible();
  },
};

/** The member's favourites. */
export const Favourites: Story = {
  parameters: atCategory('FAV'),
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Fortune 3' })).resolves.toBeVisible();
  },
};

/** The slots by vendor, All selected, with the vendor search and its two hints. */
export const Slots: Story = {
  parameters: atCategory('RNG'),
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('tab', { name: 'PG Soft' })).resolves.toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByLabelText('1 yuan or more')).toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 1' })).resolves.toBeVisible();
  },
};

/** JL, a tab of its own because RNG has a JL vendor: it lists without vendor tabs. */
export const Jl: Story = {
  parameters: atCategory('JL'),
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('tab', { name: 'JL', selected: true })).resolves.toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 1' })).resolves.toBeVisible();
    await expect(canvas.queryByRole('tablist', { name: 'Game vendors' })).toBeNull();
  },
};

/** EG3, a tab of its own because LIVE has an EG3 vendor: it lists without vendor tabs. */
export const Eg3: Story = {
  parameters: atCategory('EG3'),
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('tab', { name: 'EG3', selected: true })).resolves.toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 1' })).resolves.toBeVisible();
    await expect(canvas.queryByRole('tablist', { name: 'Game vendors' })).toBeNull();
  },
};

/** Bingo, always after the slots. */
export const Bingo: Story = {
  parameters: atCategory('BINGO'),
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('tab', { name: 'Bingo', selected: true }),
    ).resolves.toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 1' })).resolves.toBeVisible();
  },
};

/** Fishing by vendor. */
export const Fishing: Story = {
  parameters: atCategory('FISH'),
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('tab', { name: 'Fa Chai' })).resolves.toBeVisible();
  },
};

/** The live casino by vendor. */
export const LiveCasino: Story = {
  parameters: atCategory('LIVE'),
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('tab', { name: 'Asia Gaming' })).resolves.toBeVisible();
  },
};

/** Poker by vendor. */
export const Poker: Story = {
  parameters: atCategory('PVP'),
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('tab', { name: 'Kaiyuan' })).resolves.toBeVisible();
  },
};

/** Every category a vendor offers has a lane: sports, e-sports, live streaming, cockfight, the two lotteries. */
export const SportsAndEveryCategory: Story = {
  parameters: { route: '/m/game?category=SPORTS', msw: { handlers: [everyCategoryAnswer] } },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('tablist', { name: 'Game categories' });
    for (const name of ['Sports', 'E-sports', 'Live streaming', 'Cockfight', 'E-lottery']) {
      await expect(await canvas.findByRole('tab', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('tab', { name: 'Vietnam lottery' })).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(canvas.findByRole('tab', { name: 'CMD368' })).resolves.toBeVisible();
  },
};

/** A member's recently played games, newest first. */
export const RecentlyPlayed: Story = {
  parameters: atCategory('RECENT'),
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('tab', { name: 'Recently played', selected: true }),
    ).resolves.toBeVisible();
  },
};

/** A search across every vendor, kept in the URL, with its category and vendor filters. */
export const Search: Story = {
  parameters: { route: '/m/game?q=Fortune', msw: { handlers: [vendorsAnswer] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('region', { name: 'Games matching “Fortune”' }),
    ).resolves.toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toHaveValue('Fortune');
    await expect(canvas.getByRole('combobox', { name: 'Vendor' })).toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Fortune 1' })).resolves.toBeVisible();
  },
};

/** A search that finds nothing says so. */
export const SearchNoMatch: Story = {
  parameters: {
    route: `/m/game?q=${encodeURIComponent('ไก่ชน')}`,
    msw: { handlers: [vendorsAnswer, ...emptyListsAnswers] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No games match “ไก่ชน”')).resolves.toBeVisible();
  },
};

/** A merchant with no vendors, whose lists are empty: HOT, FAV, BINGO and PROMO, and no data. */
export const Empty: Story = {
  parameters: {
    route: '/m/game?category=BINGO',
    msw: { handlers: [noVendorsAnswer, ...emptyListsAnswers] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No data')).resolves.toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Slots' })).toBeNull();
  },
};

/** The list cannot be loaded: no data, and a way to try again. */
export const Failed: Story = {
  parameters: {
    route: '/m/game?category=RNG',
    msw: { handlers: [vendorsAnswer, ...failedListsAnswers] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
    await expect(canvas.getByText('This could not be loaded')).toBeVisible();
  },
};

/** /m/slotsCenter: the slots by vendor without the side menu. */
export const SlotsCentre: Story = {
  render: () => <AtPath path="/slotsCenter" screen={<SlotsCentrePage />} />,
  parameters: { route: '/m/slotsCenter', msw: { handlers: [vendorsAnswer] } },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('tab', { name: 'PG Soft' })).resolves.toBeVisible();
    await expect(canvas.queryByRole('tablist', { name: 'Game categories' })).toBeNull();
  },
};
