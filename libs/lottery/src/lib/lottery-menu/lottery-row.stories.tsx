import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { AtPath, storyLottery } from '../../__fixtures__/story-lottery';
import { LotteryRow } from './lottery-row';

/** One row, counting down from when the story opened, as from a menu answer just arrived. */
function Row({ remainTime, isSale }: { remainTime: number; isSale: boolean }) {
  const [receivedAt] = useState(() => Date.now());
  const game = storyLottery('VNF5', 'Vietnam Fast 5 Minutes', {
    remainTime,
    lockTime: 30_000,
    lotteryTime: [0, 60_000],
    isSale,
  });
  return (
    <AtPath
      path="/lottery"
      screen={
        <LotteryRow
          game={game}
          receivedAt={receivedAt}
          iconUrl={undefined}
          launchPath="/m/launchGame"
        />
      }
    />
  );
}

const meta = {
  title: 'Row countdown',
  tags: ['!autodocs'],
  component: Row,
  args: { remainTime: 3_723_000, isSale: true },
  parameters: { layout: 'fullscreen', route: '/m/lottery', session: 'guest' },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On sale: hh:mm:ss to the lock (the draw less half the time pair's gap). */
export const OnSale: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByText(/^01:01:3\d$/)).resolves.toBeVisible();
    await expect(canvas.findByText('On sale')).resolves.toBeVisible();
  },
};

/** Under a minute left. */
export const Soon: Story = {
  args: { remainTime: 75_000 },
  play: async ({ canvas }) => {
    await expect(canvas.findByText(/^00:00:[0-4]\d$/)).resolves.toBeVisible();
  },
};

/** The time is over: `--:--:--`, and closed. */
export const TimeOver: Story = {
  args: { remainTime: 20_000 },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('--:--:--')).resolves.toBeVisible();
    await expect(canvas.findByText('Closed')).resolves.toBeVisible();
  },
};

/** Not on sale: `--:--:--`, whatever the time. */
export const NotOnSale: Story = {
  args: { isSale: false },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('--:--:--')).resolves.toBeVisible();
  },
};
