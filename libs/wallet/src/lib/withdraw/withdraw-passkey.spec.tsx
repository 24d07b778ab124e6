import {
  SIGNED_PASSKEY_ASSERTION as signed,
  answer,
  answerLike,
  passkeyBrowser,
} from '@mweb/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_ANSWER,
  GATEWAY,
  renderScreen,
  setUpScreenTests,
} from '../../__fixtures__/render-screen';
import { WithdrawPage } from './withdraw-page';

const kit = setUpScreenTests();
const at = { kit, route: '/m/withdraw', path: '/withdraw' };

function captureWithdrawals(reply: 'ok' | 'refused' = 'ok') {
  const sent: Record<string, unknown>[] = [];
  kit.server.use(
    http.post(`${GATEWAY}/wps/relay/WITHDRAW_submit`, async ({ request }) => {
      sent.push((await kit.cipher().decrypt(request)) as Record<string, unknown>);
      return reply === 'ok'
        ? HttpResponse.json({
            success: true,
            value: {
              orderId: 'W1',
              amount: 100,
              status: 'PENDING',
              createdAt: '2026-12-05T08:00:00.000Z',
              bankCardId: '1',
            },
          })
        : HttpResponse.json(
            { success: false, errorCode: 'passkey.invalid', message: 'Not verified.' },
            { status: 400 },
          );
    }),
  );
  return sent;
}

describe('the withdraw screen with a passkey', () => {
  beforeEach(() => {
    kit.server.use(
      answer(
        'security.passkeys',
        [
          {
            passkeyId: 'cred-1',
            name: 'Phone',
            createdAt: '2026-12-01T00:00:00Z',
            lastUsedAt: null,
          },
        ],
        GATEWAY,
      ),
      answer(
        'security.passkeyConfirmOptions',
        { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' },
        GATEWAY,
      ),
    );
  });

  it('withdraws with the passkey instead of the payment password', async () => {
    passkeyBrowser(() => Promise.resolve(signed));
    const sent = captureWithdrawals();
    const user = userEvent.setup();
    renderScreen(<WithdrawPage />, at);
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER), '100');
    await user.click(
      await screen.findByRole('button', { name: 'Confirm with passkey' }, FIRST_ANSWER),
    );
    expect(await screen.findByText('Withdrawal requested', undefined, FIRST_ANSWER)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      bankCardId: '1',
      amount: 100,
      passkey: { id: 'Y3JlZC0x', type: 'public-key' },
    });
    expect(sent[0]).not.toHaveProperty('paymentPassword');
  });

  it('lets a member with a passkey and no payment password withdraw with the passkey alone', async () => {
    kit.server.use(answerLike('security.config', { hasPaymentPassword: false }, GATEWAY));
    passkeyBrowser(() => Promise.resolve(signed));
    const sent = captureWithdrawals();
    const user = userEvent.setup();
    renderScreen(<WithdrawPage />, at);
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER), '100');
    // No payment password is set up, nor asked: the submit runs the passkey.
    expect(screen.queryByLabelText('Payment password')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Set a payment password' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByText('Withdrawal requested', undefined, FIRST_ANSWER)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ passkey: { id: 'Y3JlZC0x' } });
    expect(sent[0]).not.toHaveProperty('paymentPassword');
  });

  it('keeps the typed amount when the passkey is cancelled, and sends nothing', async () => {
    passkeyBrowser(() =>
      Promise.reject(new DOMException('The user cancelled.', 'NotAllowedError')),
    );
    const sent = captureWithdrawals();
    const user = userEvent.setup();
    renderScreen(<WithdrawPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '250');
    await user.click(
      await screen.findByRole('button', { name: 'Confirm with passkey' }, FIRST_ANSWER),
    );
    expect(
      await screen.findByText(
        'The passkey was not used and nothing was sent. Try again, or use the payment password.',
      ),
    ).toBeVisible();
    expect(amount).toHaveValue('250');
    expect(sent).toHaveLength(0);
  });

  it('says when the platform refuses the passkey, and keeps the amount', async () => {
    passkeyBrowser(() => Promise.resolve(signed));
    captureWithdrawals('refused');
    const user = userEvent.setup();
    renderScreen(<WithdrawPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '100');
    await user.click(
      await screen.findByRole('button', { name: 'Confirm with passkey' }, FIRST_ANSWER),
    );
    expect(
      await screen.findByText(
        'The passkey could not confirm this. Try again, or use the payment password.',
        undefined,
        FIRST_ANSWER,
      ),
    ).toBeVisible();
    expect(amount).toHaveValue('100');
  });

  it('checks the amount before the ceremony', async () => {
    const credentials = passkeyBrowser(() => Promise.resolve(signed));
    const user = userEvent.setup();
    renderScreen(<WithdrawPage />, at);
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER), '20000');
    await user.click(
      await screen.findByRole('button', { name: 'Confirm with passkey' }, FIRST_ANSWER),
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /More than the available/,
    );
    await waitFor(() => expect(credentials.get).not.toHaveBeenCalled());
  });

  it('offers no passkey button without one on the account, nor without WebAuthn', async () => {
    passkeyBrowser(() => Promise.resolve(signed));
    kit.server.use(answer('security.passkeys', [], GATEWAY));
    const { unmount } = renderScreen(<WithdrawPage />, at);
    expect(await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm with passkey' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    renderScreen(<WithdrawPage />, at);
    expect(await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm with passkey' })).toBeNull();
  });

  it('binds the first card with the payment password, which it now asks for', async () => {
    const bound: unknown[] = [];
    kit.server.use(
      answer('wallet.bankCards', [], GATEWAY),
      http.post(`${GATEWAY}/wps/member/security/bankCard`, async ({ request }) => {
        bound.push(await kit.cipher().decrypt(request));
        return bound.length === 1
          ? HttpResponse.json(
              { success: false, errorCode: 'payment.password.incorrect', message: 'Wrong.' },
              { status: 400 },
            )
          : HttpResponse.json({
              success: true,
              value: { bankCardId: '2', maskedNumber: '**** 4444' },
            });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<WithdrawPage />, at);
    await screen.findByRole('form', { name: 'Bind a bank card' }, FIRST_ANSWER);
    await user.type(screen.getByLabelText('Bank'), 'Demo Bank');
    await user.type(screen.getByLabelText('Card number'), '6222000011114444');
    await user.click(screen.getByRole('button', { name: 'Bind card' }));
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription(
      'The payment password is six digits',
    );
    await user.type(screen.getByLabelText('Payment password'), '000000');
    await user.click(screen.getByRole('button', { name: 'Bind card' }));
    expect(
      await screen.findByText('The payment password is incorrect', undefined, FIRST_ANSWER),
    ).toBeVisible();
    expect(screen.getByLabelText('Card number')).toHaveValue('6222000011114444');
    expect(bound[0]).toMatchObject({ cardNumber: '6222000011114444', paymentPassword: '000000' });
  });
});
