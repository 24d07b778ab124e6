import { answer } from '@mweb/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  FIRST_ANSWER,
  GATEWAY,
  recordRequests,
  renderScreen,
  setUpScreenTests,
} from '../../__fixtures__/render-screen';
import { GameRecordPage } from './game-record-page';
import { presetDays, rangeQuery } from './record-range';

const kit = setUpScreenTests();
const at = { kit, route: '/m/gameRecord', path: '/gameRecord' };

/** The queries of every betting-records call the gateway received. */
const ordersAsked = (urls: URL[], call = 'RECORD_orders') =>
  urls.filter((url) => url.pathname.endsWith(call)).map((url) => url.searchParams);

describe('the betting records screen', () => {
  it("shows today's orders with the summary of the whole filter", async () => {
    const urls = recordRequests(kit.server);
    renderScreen(<GameRecordPage />, at);
    await screen.findByRole('button', { name: /Fortune Tiger/ }, FIRST_ANSWER);
    const totals = screen.getByLabelText('Summary');
    expect(within(totals).getByText('Bet amount').nextSibling).toHaveTextContent('￥62.00');
    expect(within(totals).getByText('Valid bets').nextSibling).toHaveTextContent('￥60.00');
    expect(within(totals).getByText('Win/loss').nextSibling).toHaveTextContent('-￥40.00');
    const spin = screen.getByRole('button', { name: /Fortune Tiger/ });
    expect(spin).toHaveTextContent('Won');
    expect(spin).toHaveTextContent('Win/loss ￥10.00');
    expect(spin).toHaveTextContent('Slots · PG · 101');
    const today = rangeQuery(presetDays('today', new Date()));
    if (!today.ok) throw new Error('today is a range');
    expect(ordersAsked(urls)[0]?.get('startDate')).toBe(today.startDate);
    expect(ordersAsked(urls)[0]?.get('endDate')).toBe(today.endDate);
  });

  it('asks again for 7 days, a category and a vendor', async () => {
    const user = userEvent.setup();
    const urls = recordRequests(kit.server);
    renderScreen(<GameRecordPage />, at);
    await screen.findByRole('button', { name: /Fortune Tiger/ }, FIRST_ANSWER);
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'Slots');
    await user.selectOptions(screen.getByLabelText('Vendor'), 'JILI Games');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const week = rangeQuery(presetDays('week', new Date()));
    if (!week.ok) throw new Error('7 days is a range');
    await screen.findByRole('button', { name: /Fortune Tiger/ });
    const last = () => ordersAsked(urls).at(-1);
    await expect.poll(() => last()?.get('vendor')).toBe('JL');
    expect(last()?.get('gameCategory')).toBe('RNG');
    expect(last()?.get('startDate')).toBe(week.startDate);
  });

  it('says a custom range that ends before it starts under the days, keeps them, and asks nothing', async () => {
    const user = userEvent.setup();
    const urls = recordRequests(kit.server);
    renderScreen(<GameRecordPage />, at);
    await screen.findByRole('button', { name: /Fortune Tiger/ }, FIRST_ANSWER);
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2030-01-05');
    const asked = ordersAsked(urls).length;
    expect(from).toHaveValue('2030-01-05');
    expect(from).toHaveAccessibleDescription('The start day is after the end day');
    expect(screen.queryByRole('button', { name: /Fortune Tiger/ })).not.toBeInTheDocument();
    expect(ordersAsked(urls)).toHaveLength(asked);
  });

  it("shows an open order's detail and cancels its sub-order after a confirmation", async () => {
    const user = userEvent.setup();
    const cancels: unknown[] = [];
    kit.server.use(
      http.post(`${GATEWAY}/wps/relay/RECORD_cancelSuborder`, async ({ request }) => {
        cancels.push(await request.json());
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    renderScreen(<GameRecordPage />, at);
    await user.click(await screen.findByRole('button', { name: /Lucky 5 minutes/ }, FIRST_ANSWER));
    const detail = await screen.findByRole('dialog', { name: 'Order detail' });
    expect(await within(detail).findByText('Sub-orders')).toBeVisible();
    await user.click(within(detail).getByRole('button', { name: 'Cancel bet' }));
    const question = screen.getByRole('alertdialog', { name: 'Cancel bet' });
    expect(question).toHaveTextContent('Its stake goes back to your balance.');
    await user.click(within(question).getByRole('button', { name: 'Cancel the bet' }));
    expect(await screen.findByText('Bet cancelled')).toBeVisible();
    expect(cancels).toEqual([{ orderId: '103', subOrderId: '103-1' }]);
  });

  it('reads the third-party games from their own call', async () => {
    const user = userEvent.setup();
    const urls = recordRequests(kit.server);
    renderScreen(<GameRecordPage />, at);
    await screen.findByRole('button', { name: /Fortune Tiger/ }, FIRST_ANSWER);
    await user.click(screen.getByRole('tab', { name: 'Third-party games' }));
    await expect.poll(() => ordersAsked(urls, 'RECORD_thirdPartyGameRecords').length).toBe(1);
    expect(await screen.findByRole('button', { name: /Baccarat EG3 1/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Lucky 5 minutes/ })).not.toBeInTheDocument();
  });

  it("opens on the wallet's transaction details when a link asks for them", async () => {
    renderScreen(<GameRecordPage />, { ...at, route: '/m/gameRecord?tab=transactions' });
    const list = await screen.findByRole('region', { name: 'Transactions' }, FIRST_ANSWER);
    const payout = (await within(list).findByText('Payout')).closest('li');
    expect(payout).toHaveTextContent('￥20.00');
    expect(payout).toHaveTextContent('Balance after ￥12,345.67');
    expect(within(list).getByText('Bet').closest('li')).toHaveTextContent('-￥10.00');
    // The wallet's rows have no game: only the dates filter them.
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
  });

  it('shows an error, never a wrong figure, when an amount cannot be read', async () => {
    kit.server.use(
      answer(
        'records.orders',
        {
          content: [],
          pageNum: 1,
          totalPages: 1,
          summary: { orderCount: 0, betAmount: 'lots', validBetAmount: 0, winLoss: 0 },
        },
        GATEWAY,
      ),
    );
    renderScreen(<GameRecordPage />, at);
    expect(
      await screen.findByText('This could not be loaded', undefined, FIRST_ANSWER),
    ).toBeVisible();
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
  });
});
