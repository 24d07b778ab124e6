import { answer, fail } from '@mweb/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  renderScreen,
  setUpScreenTests,
  FIRST_ANSWER,
} from '../../__fixtures__/render-screen';
import { DepositPage } from './deposit-page';

const kit = setUpScreenTests();
const at = { kit, route: '/m/voucherCenter', path: '/voucherCenter' };

/** Records every deposit body the gateway receives. */
function recordDeposits(status = 200) {
  const bodies: unknown[] = [];
  kit.server.use(
    http.post(`${GATEWAY}/wps/relay/DEPOSIT_submit`, async ({ request }) => {
      bodies.push(await request.json());
      return status === 200
        ? HttpResponse.json({
            success: true,
            value: {
              orderId: 'D000000009',
              amount: 1000,
              status: 'PENDING',
              createdAt: '2026-01-02T10:00:00.000Z',
              payUrl: '/platform/pay/D000000009',
              fee: 0,
            },
          })
        : HttpResponse.json(
            { success: false, errorCode: 'boom', message: 'The bank is closed.' },
            { status },
          );
    }),
  );
  return bodies;
}

describe('the deposit screen', () => {
  it('shows the channels with their limits and fees, and the records with their statuses', async () => {
    renderScreen(<DepositPage />, at);
    const channels = await screen.findByRole('group', { name: 'Payment channel' }, FIRST_ANSWER);
    expect(within(channels).getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(within(channels).getByText('￥50.00 – ￥20,000.00, fee 1.50 %')).toBeVisible();
    const records = await screen.findByRole('region', { name: 'Deposit records' }, FIRST_ANSWER);
    expect(await within(records).findByText('￥500.50', undefined, FIRST_ANSWER)).toBeVisible();
    expect(within(records).getByText('Credited')).toBeVisible();
    expect(within(records).getByText('Pending')).toBeVisible();
  });

  it('refuses an amount below the channel minimum under the field, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const bodies = recordDeposits();
    renderScreen(<DepositPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '99.99');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveAccessibleDescription(/The minimum is ￥100.00/);
    expect(amount).toHaveValue('99.99');
    expect(bodies).toEqual([]);
  });

  it.each([
    ['100.001', 'At most two decimals'],
    ['-100', 'The amount cannot have a sign'],
    ['500001', 'The maximum is ￥500,000.00'],
    ['12a', 'Enter the amount in digits, such as 100.50'],
  ])('refuses "%s" with "%s"', async (typed, message) => {
    const user = userEvent.setup();
    renderScreen(<DepositPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveAccessibleDescription(new RegExp(message.replace(/[.$]/g, '\\$&')));
  });

  it('takes a preset amount, shows the fee and what to pay, and submits the exact amount', async () => {
    const user = userEvent.setup();
    const bodies = recordDeposits();
    renderScreen(<DepositPage />, at);
    await user.click(await screen.findByRole('radio', { name: /E-wallet/ }, FIRST_ANSWER));
    await user.click(screen.getByRole('button', { name: '￥1,000' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000');
    expect(screen.getByText('Fee ￥15.00, to pay ￥1,015.00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Deposit order made: waiting for payment' },
        FIRST_ANSWER,
      ),
    ).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({ channelId: 'EWALLET', amount: 1000, promoId: 'NONE' }),
    ]);
    expect(screen.getByRole('button', { name: 'Go to the payment page' })).toBeVisible();
  });

  it('sends a retry after a failure with the same request id, and keeps the form as typed', async () => {
    const user = userEvent.setup();
    const bodies = recordDeposits(400);
    renderScreen(<DepositPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '250.5');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('The bank is closed.', undefined, FIRST_ANSWER)).toBeVisible();
    expect(amount).toHaveValue('250.5');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await expect.poll(() => bodies.length).toBe(2);
    const [first, second] = bodies as { requestId: string; amount: number }[];
    expect(first?.amount).toBe(250.5);
    expect(first?.requestId).toMatch(/^[\w-]{8,64}$/);
    expect(second?.requestId).toBe(first?.requestId);
  });

  it('sends a changed amount as a new order, with a new request id', async () => {
    const user = userEvent.setup();
    const bodies = recordDeposits(400);
    renderScreen(<DepositPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByText('The bank is closed.', undefined, FIRST_ANSWER);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await expect.poll(() => bodies.length).toBe(2);
    const [first, second] = bodies as { requestId: string }[];
    expect(second?.requestId).not.toBe(first?.requestId);
  });

  it('shows an error, never a wrong figure, when the channels answer fails its money check', async () => {
    kit.server.use(
      answer(
        'wallet.depositChannels',
        [{ channelId: 'BANK', name: 'Bank', minAmount: 'lots', maxAmount: 10, instant: false }],
        GATEWAY,
      ),
    );
    renderScreen(<DepositPage />, at);
    expect(
      await screen.findByText('This could not be loaded', undefined, FIRST_ANSWER),
    ).toBeVisible();
    expect(screen.queryByText(/NaN/)).toBeNull();
  });

  it('says so when a record amount cannot be read exactly', async () => {
    kit.server.use(
      answer(
        'wallet.depositRecords',
        {
          content: [
            { orderId: 'D1', amount: 1.005, status: 'SUCCESS', createdAt: '2026-01-01T00:00:00Z' },
          ],
          pageNum: 1,
          totalPages: 1,
        },
        GATEWAY,
      ),
    );
    renderScreen(<DepositPage />, at);
    const records = await screen.findByRole('region', { name: 'Deposit records' }, FIRST_ANSWER);
    expect(
      await within(records).findByText('This amount could not be read', undefined, FIRST_ANSWER),
    ).toBeVisible();
  });

  it('shows the base view by default and the new view, with tabs, when dep_func is 1', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(<DepositPage />, at);
    expect(
      await screen.findByRole('region', { name: 'Deposit records' }, FIRST_ANSWER),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
    unmount();
    renderScreen(<DepositPage />, { ...at, templates: { dep_func: '1' } });
    expect(
      await screen.findByRole('tab', { name: 'Deposit', selected: true }, FIRST_ANSWER),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Deposit records' }));
    expect(await screen.findByText('￥500.50', undefined, FIRST_ANSWER)).toBeVisible();
  });

  it('shows a refused deposit by the platform as the amount rule', async () => {
    const user = userEvent.setup();
    kit.server.use(fail('wallet.deposit', { errorCode: 'deposit.amount.out.of.range' }, GATEWAY));
    renderScreen(<DepositPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '600000');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveAccessibleDescription(/The maximum is/);
  });

  it('sends one order when the button is tapped twice, disabled while it runs', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    // The platform holds its answer until the test has tapped again.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    kit.server.use(
      http.post(`${GATEWAY}/wps/relay/DEPOSIT_submit`, async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json({ success: false, errorCode: 'boom', message: 'Later.' });
      }),
    );
    renderScreen(<DepositPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '250');
    const submit = screen.getByRole('button', { name: 'Deposit now' });
    await user.dblClick(submit);
    await expect.poll(() => bodies.length).toBe(1);
    expect(screen.getByRole('button', { name: /Deposit now|Please wait/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Deposit now|Please wait/ }));
    release();
    expect(await screen.findByText('Later.', undefined, FIRST_ANSWER)).toBeVisible();
    expect(bodies).toHaveLength(1);
  });

  it("says the platform's refusal of an amount finer than a cent in the member's words", async () => {
    const user = userEvent.setup();
    kit.server.use(
      fail('wallet.deposit', { errorCode: 'wallet.amount.invalid', message: 'raw' }, GATEWAY),
    );
    renderScreen(<DepositPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(
      await screen.findByText(
        'The platform takes whole cents only: at most two decimals, above zero',
        undefined,
        FIRST_ANSWER,
      ),
    ).toBeVisible();
  });

  it('refuses an amount with more decimals than the currency before sending anything', async () => {
    const user = userEvent.setup();
    const bodies = recordDeposits();
    renderScreen(<DepositPage />, at);
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, FIRST_ANSWER);
    await user.type(amount, '10.006');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(amount).toHaveAccessibleDescription(/At most two decimals/);
    expect(amount).toHaveValue('10.006');
    expect(bodies).toEqual([]);
  });
});
