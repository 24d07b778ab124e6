import { answer, answerLike, fail } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  FIRST_ANSWER,
  GATEWAY,
  renderScreen,
  setUpScreenTests,
} from '../../__fixtures__/render-screen';
import { WithdrawPage } from './withdraw-page';

const kit = setUpScreenTests();
const at = { kit, route: '/m/withdraw', path: '/withdraw' };

/** The security config of a member with no payment password and no card yet. */
const newMemberConfig = (payeeName: string | null) =>
  answerLike(
    'security.config',
    { hasPaymentPassword: false, bankCardCount: 0, payeeName },
    GATEWAY,
  );

describe('the withdraw screen', () => {
  it('offers the bound card, the available balance and the report', async () => {
    renderScreen(<WithdrawPage />, at);
    expect(
      await screen.findByRole('radio', { name: /Demo Bank \*\*\*\* 3333/ }, FIRST_ANSWER),
    ).toBeChecked();
    expect(screen.getByText(/Available:/)).toHaveTextContent('￥12,345.67');
    const report = screen.getByRole('region', { name: 'Withdrawal report' });
    expect(await within(report).findByText('￥100.00', undefined, FIRST_ANSWER)).toBeVisible();
  });

  it('keeps the amount within what is available and asks for a six-digit payment password', async () => {
    const user = userEvent.setup();
    renderScreen(<WithdrawPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '20000');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(amount).toHaveAccessibleDescription(/More than the available ￥12,345.67/);
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription(
      'The payment password is six digits',
    );
    expect(amount).toHaveValue('20000');
  });

  it('shows the fee and says a wrong payment password under its field', async () => {
    const user = userEvent.setup();
    kit.server.use(
      fail('wallet.withdraw', { errorCode: 'withdraw.payment.password.incorrect' }, GATEWAY),
    );
    renderScreen(<WithdrawPage />, { ...at, kit, route: '/m/withdraw' });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER), '1000');
    expect(screen.getByText('Fee ￥5.00, you receive ￥995.00')).toBeVisible();
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(
      await screen.findByText('The payment password is incorrect', undefined, FIRST_ANSWER),
    ).toBeVisible();
  });

  it('asks for the payee name first when the security config says it is missing', async () => {
    kit.server.use(newMemberConfig(null));
    renderScreen(<WithdrawPage />, at);
    expect(
      await screen.findByRole('form', { name: 'Set the payee name' }, FIRST_ANSWER),
    ).toBeVisible();
  });

  it('asks to bind a card when there is none', async () => {
    kit.server.use(answer('wallet.bankCards', [], GATEWAY));
    renderScreen(<WithdrawPage />, at);
    expect(
      await screen.findByRole('form', { name: 'Bind a bank card' }, FIRST_ANSWER),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveValue('Lucky Demo');
  });

  it('sets the payment password with the login password, and keeps both when the login one is wrong', async () => {
    const sent: unknown[] = [];
    kit.server.use(
      newMemberConfig('Lucky Demo'),
      http.post(`${GATEWAY}/wps/member/security/paymentPassword`, async ({ request }) => {
        sent.push(await kit.cipher().decrypt(request));
        return HttpResponse.json(
          { success: false, errorCode: 'password.old.incorrect', message: 'Wrong.' },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderScreen(<WithdrawPage />, at);
    const form = await screen.findByRole('form', { name: 'Set a payment password' }, FIRST_ANSWER);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Login password')).toHaveAccessibleDescription(
      'Enter your login password',
    );
    expect(sent).toHaveLength(0);
    await user.type(within(form).getByLabelText('Login password'), 'Wrong1234!');
    await user.type(within(form).getByLabelText('New payment password (six digits)'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ loginPassword: 'Wrong1234!', paymentPassword: '246810' }]),
    );
    expect(await within(form).findByText('The login password is incorrect')).toBeVisible();
    expect(within(form).getByLabelText('Login password')).toHaveValue('Wrong1234!');
  });
});
