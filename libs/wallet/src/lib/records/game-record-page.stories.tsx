import { answer } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  AtPath,
  memberSession,
  storyOrigin,
  vendorsAnswer,
  walletSite,
} from '../../__fixtures__/story-screens';
import { GameRecordPage } from './game-record-page';

function GameRecord() {
  return <AtPath path="/gameRecord" screen={<GameRecordPage />} />;
}

const vendors = vendorsAnswer(storyOrigin);

const meta = {
  title: 'Betting record',
  tags: ['!autodocs'],
  component: GameRecord,
  parameters: {
    layout: 'fullscreen',
    route: '/m/gameRecord',
    session: memberSession,
    site: walletSite(),
    msw: { handlers: [vendors] },
  },
} satisfies Meta<typeof GameRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's orders: the summary of the filter, each order with its stake and win or loss. */
export const Today: Story = {
  play: async ({ canvas }) => {
    const spin = await canvas.findByRole('button', { name: /Fortune Tiger/ });
    await expect(spin).toHaveTextContent('Win/loss ￥10.00');
    await expect(canvas.getByLabelText('Summary')).toHaveTextContent('-￥40.00');
  },
};

/** A custom range that ends before it starts: the message under the days, nothing asked. */
export const ReversedRange: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /Fortune Tiger/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Custom' }));
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2030-01-05');
    await expect(canvas.findByText('The start day is after the end day')).resolves.toBeVisible();
  },
};

/** An open lottery order's detail, with its sub-order that can still be cancelled. */
export const OpenOrderDetail: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Lucky 5 minutes/ }));
    const page = within(canvasElement.ownerDocument.body);
    const detail = await page.findByRole('dialog', { name: 'Order detail' });
    const cancel = await within(detail).findByRole('button', { name: 'Cancel bet' });
    // The dialog rises in from transparent: seen once its opening has run, however slow the page.
    await waitFor(() => expect(cancel).toBeVisible());
  },
};

/** The third-party games' records, from their own call. */
export const ThirdParty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Third-party games' }));
    await expect(canvas.findByRole('button', { name: /Baccarat EG3 1/ })).resolves.toBeVisible();
  },
};

/** The wallet's transaction details, as the member centre's link opens them. */
export const Transactions: Story = {
  parameters: { route: '/m/gameRecord?tab=transactions' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: 'Transactions' });
    await expect(within(list).findByText('Payout')).resolves.toBeVisible();
  },
};

/** No bets in the range. */
export const NoOrders: Story = {
  parameters: {
    msw: {
      handlers: [
        vendors,
        answer(
          'records.orders',
          {
            content: [],
            pageNum: 1,
            totalPages: 1,
            summary: { orderCount: 0, betAmount: 0, validBetAmount: 0, winLoss: 0 },
          },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No records')).resolves.toBeVisible();
  },
};

/** An answer whose amounts cannot be read exactly: an error with a retry, never a wrong figure. */
export const Unreadable: Story = {
  parameters: {
    msw: {
      handlers: [
        vendors,
        answer(
          'records.orders',
          { content: [], pageNum: 1, totalPages: 1, summary: { orderCount: 0, betAmount: 'x' } },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('This could not be loaded')).resolves.toBeVisible();
  },
};

/** The orders have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [vendors, http.get(`${storyOrigin}/wps/relay/RECORD_*`, () => delay('infinite'))],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findAllByRole('status', { name: 'Loading…' })).resolves.not.toHaveLength(0);
  },
};
