import { answer, fail } from '@mweb/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  FIRST_ANSWER,
  GATEWAY,
  locationText,
  renderScreen,
  setUpScreenTests,
} from '../../__fixtures__/render-screen';
import { CashbackPage } from './cashback-page';

const kit = setUpScreenTests();
const at = {
  kit,
  route: '/m/member/manualRebate',
  path: '/member/manualRebate',
  site: { flags: { MANPLAYREB3: true } },
};

describe('the cashback screen', () => {
  it('shows the cashback of each category and the total to claim', async () => {
    renderScreen(<CashbackPage />, at);
    const slots = await screen.findByText('Slots', undefined, FIRST_ANSWER);
    const row = slots.closest('li');
    if (!row) throw new Error('the category is a row');
    expect(row).toHaveTextContent('￥0.08');
    expect(row).toHaveTextContent('Valid bets ￥10.00 · rate 0.8 %');
    const totals = screen.getByLabelText('Summary');
    expect(within(totals).getByText('Cashback to claim').nextSibling).toHaveTextContent('￥0.38');
  });

  it('claims once and shows what was credited', async () => {
    const user = userEvent.setup();
    let claims = 0;
    kit.server.use(
      http.post(`${GATEWAY}/wps/relay/REBATE_applyManualRebate`, () => {
        claims += 1;
        return HttpResponse.json({
          success: true,
          value: {
            claimed: 0.38,
            balance: {
              sumBalance: 12_346.05,
              balance: [{ accountTypeId: 0, availBalance: 12_346.05 }],
            },
          },
        });
      }),
    );
    renderScreen(<CashbackPage />, at);
    const claim = await screen.findByRole('button', { name: 'Claim cashback' }, FIRST_ANSWER);
    await user.dblClick(claim);
    const result = await screen.findByRole('region', { name: 'Cashback claimed' });
    expect(result).toHaveTextContent('Credited to your balance: ￥0.38');
    expect(claims).toBe(1);
  });

  it('offers nothing to claim when no bet counts yet', async () => {
    kit.server.use(
      answer(
        'wallet.cashbackInfo',
        { claimable: 0, validBetAmount: 0, rates: [], categories: [] },
        GATEWAY,
      ),
    );
    renderScreen(<CashbackPage />, at);
    expect(
      await screen.findByText('No valid bets since your last claim', undefined, FIRST_ANSWER),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Claim cashback' })).toBeDisabled();
  });

  it('says why a claim failed and keeps the cashback shown', async () => {
    const user = userEvent.setup();
    kit.server.use(
      fail('wallet.claimCashback', { errorCode: 'boom', message: 'Try again later.' }, GATEWAY),
    );
    renderScreen(<CashbackPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Claim cashback' }, FIRST_ANSWER));
    expect(await screen.findByText('Try again later.')).toBeVisible();
    expect(screen.getByText('Slots')).toBeVisible();
  });

  it('does not exist where the site does not offer cashback', async () => {
    renderScreen(<CashbackPage />, { ...at, site: { flags: {} } });
    await screen.findByText('/home', undefined, FIRST_ANSWER);
    expect(locationText()).toBe('/home');
  });
});
