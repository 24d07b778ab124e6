import { answer, fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { AtPath, memberSession, storyOrigin, walletSite } from '../../__fixtures__/story-screens';
import { DepositPage } from './deposit-page';

function Deposit() {
  return <AtPath path="/voucherCenter" screen={<DepositPage />} />;
}

const meta = {
  title: 'Deposit',
  tags: ['!autodocs'],
  component: Deposit,
  parameters: {
    layout: 'fullscreen',
    route: '/m/voucherCenter',
    session: memberSession,
    site: walletSite(),
  },
} satisfies Meta<typeof Deposit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The base view (dep_func not '1'): balance, channels as a list, the form, the records below. */
export const BaseView: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('radio', { name: /Bank transfer/ })).resolves.toBeChecked();
    await expect(canvas.findByRole('region', { name: 'Deposit records' })).resolves.toBeVisible();
  },
};

/** The new view (dep_func '1'): channels as tiles, records in their own tab. */
export const NewView: Story = {
  parameters: { site: walletSite({ dep_func: '1' }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('tab', { name: 'Deposit', selected: true }),
    ).resolves.toBeVisible();
    await expect(canvas.findByRole('radio', { name: /QR code/ })).resolves.toBeVisible();
  },
};

/** An amount below the channel's minimum: the message under the field, the text kept. */
export const BelowMinimum: Story = {
  play: async ({ canvas }) => {
    const amount = await canvas.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '99.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    await expect(canvas.findByText('The minimum is ￥100.00')).resolves.toBeVisible();
    await expect(amount).toHaveValue('99.99');
  },
};

/** A submitted bank deposit: the pending order, what to pay and the way to the payment page. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '￥1,000' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    await expect(
      canvas.findByRole('heading', { name: 'Deposit order made: waiting for payment' }),
    ).resolves.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to the payment page' })).toBeVisible();
  },
};

/** The platform refuses the submit: its message shows and the form keeps what was typed. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        fail(
          'wallet.deposit',
          { errorCode: 'deposit.channel.unavailable', message: 'The channel is closed.' },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    await expect(canvas.findByText('The channel is closed.')).resolves.toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');
  },
};

/** No deposits yet. */
export const NoRecords: Story = {
  parameters: {
    msw: {
      handlers: [
        answer('wallet.depositRecords', { content: [], pageNum: 1, totalPages: 0 }, storyOrigin),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No data')).resolves.toBeVisible();
  },
};

/** A channels answer that fails its money check breaks only the form, with a retry. */
export const UnreadableChannels: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(
          'wallet.depositChannels',
          [{ channelId: 'BANK', name: 'Bank', minAmount: 'lots', maxAmount: 1, instant: false }],
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('This could not be loaded')).resolves.toBeVisible();
    await expect(canvas.findByRole('region', { name: 'Deposit records' })).resolves.toBeVisible();
  },
};

/** The channels have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${storyOrigin}/wps/relay/DEPOSIT_*`, () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findAllByRole('status', { name: 'Loading…' })).resolves.not.toHaveLength(0);
  },
};
