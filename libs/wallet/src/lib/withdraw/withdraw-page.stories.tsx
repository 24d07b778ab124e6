import { answer, fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AtPath, memberSession, storyOrigin, walletSite } from '../../__fixtures__/story-screens';
import { WithdrawPage } from './withdraw-page';

function Withdraw() {
  return <AtPath path="/withdraw" screen={<WithdrawPage />} />;
}

const meta = {
  title: 'Withdraw',
  tags: ['!autodocs'],
  component: Withdraw,
  parameters: {
    layout: 'fullscreen',
    route: '/m/withdraw',
    session: memberSession,
    site: walletSite(),
  },
} satisfies Meta<typeof Withdraw>;

export default meta;
type Story = StoryObj<typeof meta>;

const securityConfig = (missing: { payeeName?: null; hasPaymentPassword?: false }) =>
  answer(
    'security.config',
    {
      hasPaymentPassword: true,
      bankCardCount: 0,
      hasSecurityQuestion: false,
      email: null,
      payeeName: 'Lucky Demo',
      ...missing,
    },
    storyOrigin,
  );

/** A bound card: the available balance, the amount with its fee, the payment password. */
export const WithCard: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), '1000');
    await expect(canvas.findByText('Fee ￥5.00, you receive ￥995.00')).resolves.toBeVisible();
    await expect(canvas.findByRole('region', { name: 'Withdrawal report' })).resolves.toBeVisible();
  },
};

/** More than is available: the message under the field, the text kept. */
export const AboveAvailable: Story = {
  play: async ({ canvas }) => {
    const amount = await canvas.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw now' }));
    await expect(canvas.findByText(/More than the available/)).resolves.toBeVisible();
    await expect(amount).toHaveValue('20000');
  },
};

/** A wrong payment password, said under its field. */
export const WrongPaymentPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        fail('wallet.withdraw', { errorCode: 'withdraw.payment.password.incorrect' }, storyOrigin),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.type(canvas.getByLabelText('Payment password'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw now' }));
    await expect(canvas.findByText('The payment password is incorrect')).resolves.toBeVisible();
  },
};

/** No payee name yet: asked first. */
export const PayeeNameFirst: Story = {
  parameters: { msw: { handlers: [securityConfig({ payeeName: null })] } },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('form', { name: 'Set the payee name' })).resolves.toBeVisible();
  },
};

/** No payment password yet: set it, proved by the login password. */
export const PaymentPasswordFirst: Story = {
  parameters: { msw: { handlers: [securityConfig({ hasPaymentPassword: false })] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('form', { name: 'Set a payment password' }),
    ).resolves.toBeVisible();
  },
};

/** No card: bind one in the payee's name. */
export const BindCard: Story = {
  parameters: { msw: { handlers: [answer('wallet.bankCards', [], storyOrigin)] } },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('form', { name: 'Bind a bank card' })).resolves.toBeVisible();
  },
};
