import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CallState } from './call-state';

const meta = {
  title: 'Feedback/CallState',
  component: CallState,
  args: {
    status: 'loading',
    loadingLabel: 'Loading…',
    failedTitle: 'This could not be loaded',
    retryLabel: 'Try again',
    onRetry: fn(),
    emptyTitle: 'No data',
  },
  parameters: {
    i18n: {
      loadingLabel: 'common:status.loading',
      failedTitle: 'common:status.load_failed',
      retryLabel: 'common:action.retry',
      emptyTitle: 'common:in_no_data',
    },
  },
} satisfies Meta<typeof CallState>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The answer is on its way: a skeleton of the content to come. */
export const Loading: Story = {};

/** Loading a grid of game tiles. */
export const LoadingTiles: Story = { args: { shape: 'tiles', count: 6 } };

/** The call failed: what happened, and a retry. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The answer holds nothing. */
export const Empty: Story = { args: { status: 'empty' } };
