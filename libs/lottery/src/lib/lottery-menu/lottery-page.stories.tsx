import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  AtPath,
  emptyMenuAnswer,
  failedMenuAnswer,
  heldMenuAnswer,
  southernMenuAnswer,
} from '../../__fixtures__/story-lottery';
import { LotteryLane, LotteryPage } from './lottery-page';

function Lotteries() {
  return <AtPath path="/lottery" screen={<LotteryPage />} />;
}

const meta = {
  title: 'All lotteries',
  tags: ['!autodocs'],
  component: Lotteries,
  parameters: { layout: 'fullscreen', route: '/m/lottery', session: 'guest' },
} satisfies Meta<typeof Lotteries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first category's lotteries, each counting down with its draw number and sale state. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('tab', { name: 'Fast draws', selected: true }),
    ).resolves.toBeVisible();
    await expect(canvas.findByText('1-minute lottery')).resolves.toBeVisible();
    await expect(canvas.findAllByText('On sale')).resolves.toHaveLength(2);
  },
};

/** A member's rows, each with its favourite star. */
export const AsMember: Story = {
  parameters: {
    session: 'member',
    route: '/m/lottery?category=vietnam_southern&day=4',
    msw: { handlers: [southernMenuAnswer] },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('button', { name: 'Add to favourites', description: 'Đồng Nai' }),
    ).resolves.toBeVisible();
  },
};

/** Southern Vietnam on Wednesday (4): only Wednesday's provinces. */
export const WeekdayFilter: Story = {
  parameters: {
    route: '/m/lottery?category=vietnam_southern&day=4',
    msw: { handlers: [southernMenuAnswer] },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('tab', { name: 'Wednesday', selected: true }),
    ).resolves.toBeVisible();
    await expect(canvas.findByText('Đồng Nai')).resolves.toBeVisible();
    await expect(canvas.queryByText('Cà Mau')).toBeNull();
  },
};

/** The menu has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [heldMenuAnswer] } },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Loading…' })).resolves.toBeVisible();
  },
};

/** A menu without lotteries: `in_no_data`. */
export const Empty: Story = {
  parameters: { msw: { handlers: [emptyMenuAnswer] } },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No data')).resolves.toBeVisible();
  },
};

/** The menu cannot be loaded: a way to try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: [failedMenuAnswer] } },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('This could not be loaded')).resolves.toBeVisible();
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
  },
};

/** The game centre's lottery lane: the same menu, its choices beside the centre's, and view all. */
export const GameCentreLane: Story = {
  render: () => <AtPath path="/game" screen={<LotteryLane category="ELOTT" />} />,
  parameters: { route: '/m/game?category=ELOTT' },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('tab', { name: 'Fast draws', selected: true }),
    ).resolves.toBeVisible();
    await expect(canvas.findByRole('link', { name: 'View all' })).resolves.toBeVisible();
  },
};
