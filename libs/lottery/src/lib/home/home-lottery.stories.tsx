import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AtPath, answer, storyOrigin } from '../../__fixtures__/story-lottery';
import { HomeLottery } from './home-lottery';

function Home() {
  return <AtPath path="/home" screen={<HomeLottery />} />;
}

const meta = {
  title: 'Home sections',
  tags: ['!autodocs'],
  component: Home,
  parameters: {
    layout: 'fullscreen',
    route: '/m/home',
    session: 'member',
    msw: { handlers: [answer('lottery.vnRecent', [], storyOrigin)] },
  },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lotteries drawing soonest with view all, and the latest draws with their results. */
export const LotteriesAndHistory: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('region', { name: 'All lotteries' })).resolves.toBeVisible();
    await expect(canvas.findByRole('link', { name: 'View all' })).resolves.toBeVisible();
    await expect(canvas.findByRole('region', { name: 'Draw history' })).resolves.toBeVisible();
    await expect(canvas.findByText('3 1 4 1 5')).resolves.toBeVisible();
  },
};

/** A member who played the 1-minute lottery last: it is listed at its current draw. */
export const RecentlyPlayed: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(
          'lottery.vnRecent',
          [
            {
              code: 'FAST1',
              gameId: 'FAST1',
              gameType: 'LOTT',
              vassalage: 'LOTT',
              remark: '1-minute lottery',
            },
          ],
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('region', { name: 'Recently played' })).resolves.toBeVisible();
  },
};
