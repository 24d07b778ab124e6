import { answer, fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AtPath, memberSession, storyOrigin, walletSite } from '../../__fixtures__/story-screens';
import { CashbackPage } from './cashback-page';

function Cashback() {
  return <AtPath path="/member/manualRebate" screen={<CashbackPage />} />;
}

const meta = {
  title: 'Cashback',
  tags: ['!autodocs'],
  component: Cashback,
  parameters: {
    layout: 'fullscreen',
    route: '/m/member/manualRebate',
    session: memberSession,
    site: walletSite(),
  },
} satisfies Meta<typeof Cashback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cashback of each category since the last claim, and the total to claim. */
export const ByCategory: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByText('Slots')).resolves.toBeVisible();
    await expect(canvas.getByLabelText('Summary')).toHaveTextContent('￥0.38');
  },
};

/** A claim: what was credited to the balance. */
export const Claimed: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(
          'wallet.claimCashback',
          {
            claimed: 0.38,
            balance: {
              sumBalance: 12_346.05,
              balance: [{ accountTypeId: 0, availBalance: 12_346.05 }],
            },
          },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim cashback' }));
    await expect(canvas.findByRole('heading', { name: 'Cashback claimed' })).resolves.toBeVisible();
  },
};

/** Nothing counts yet: the claim is not offered. */
export const NothingYet: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(
          'wallet.cashbackInfo',
          { claimable: 0, validBetAmount: 0, rates: [], categories: [] },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Claim cashback' })).resolves.toBeDisabled();
  },
};

/** The platform refuses the claim: its message, and the cashback still shown. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        fail(
          'wallet.claimCashback',
          { errorCode: 'rebate.nothing.to.claim', message: 'Nothing to claim yet.' },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim cashback' }));
    await expect(canvas.findByText('Nothing to claim yet.')).resolves.toBeVisible();
    await expect(canvas.getByText('Slots')).toBeVisible();
  },
};

/** A site without MANPLAYREB3 has no cashback screen. */
export const NotOffered: Story = {
  // Storybook merges parameters deeply: the flag is switched off by name, not by an empty set.
  parameters: { site: { ...walletSite(), flags: { MANPLAYREB3: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('Went to /home')).resolves.toBeVisible();
  },
};
