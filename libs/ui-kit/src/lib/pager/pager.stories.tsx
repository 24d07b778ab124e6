import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pager } from './pager';

const meta = {
  title: 'Navigation/Pager',
  component: Pager,
  args: {
    pageNo: 2,
    totalPages: 5,
    onPage: fn(),
    label: 'Pages',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    position: '2 / 5',
  },
  parameters: {
    i18n: {
      previousLabel: 'common:action.previous',
      nextLabel: 'common:action.next',
    },
  },
} satisfies Meta<typeof Pager>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A page in the middle: both ways open. */
export const Middle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};

/** The first page: nothing before it. */
export const First: Story = {
  args: { pageNo: 1, position: '1 / 5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Without a position: the two buttons alone. */
export const WithoutPosition: Story = { args: { position: undefined } };
