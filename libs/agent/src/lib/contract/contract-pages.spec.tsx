import { answer, fail } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { DividendContractPage, HourContractPage, SalaryContractPage } from './contract-pages';

const kit = setUpScreenTests();

const contract = {
  contractId: '7',
  kind: 'DAILY_SALARY',
  period: 'DAY',
  tiers: [
    { threshold: 10_000, ratePercent: 0.5 },
    { threshold: 50_000, ratePercent: 1 },
  ],
  offeredBy: 'platform',
  offeredAt: '2026-01-05T08:00:00.000Z',
};

describe('the contract screens', () => {
  it("shows the daily-salary contract's terms, accepts it, and says so", async () => {
    const user = userEvent.setup();
    let status = 'PENDING';
    const actions: string[] = [];
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/MCS2_processDailySalContract`, ({ request }) => {
        const action = new URL(request.url).searchParams.get('action') ?? 'view';
        actions.push(action);
        if (action === 'accept') status = 'ACCEPTED';
        return HttpResponse.json({ success: true, value: { contract: { ...contract, status } } });
      }),
    );
    renderScreen(<SalaryContractPage />, {
      kit,
      path: '/member/agent/getSalaryContract',
      route: '/m/member/agent/getSalaryContract',
    });
    const terms = await screen.findByRole('region', { name: 'Daily salary contract' });
    expect(terms).toHaveTextContent('Waiting for your answer');
    expect(terms).toHaveTextContent('platform');
    expect(terms).toHaveTextContent('Daily');
    const rows = within(within(terms).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Turnover fromRate',
      '￥10,000.000.5%',
      '￥50,000.001%',
    ]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Contract accepted')).toBeVisible();
    await waitFor(() => expect(terms).toHaveTextContent('Accepted'));
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(actions).toContain('accept');
  });

  it('declines the hourly-salary contract with a POST', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    kit.server.use(
      http.post(`${GATEWAY}/wps/relay/MCS2_processContractHourSalary`, async ({ request }) => {
        const body: unknown = await request.json();
        bodies.push(body);
        return HttpResponse.json({
          success: true,
          value: {
            contract: { ...contract, kind: 'HOURLY_SALARY', period: 'HOUR', status: 'PENDING' },
          },
        });
      }),
    );
    renderScreen(<HourContractPage />, {
      kit,
      path: '/member/agent/getHourContract',
      route: '/m/member/agent/getHourContract',
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(bodies).toContainEqual({ action: 'decline' }));
    expect(await screen.findByText('Contract declined')).toBeVisible();
  });

  it("shows the gateway's words when an answer is refused", async () => {
    const user = userEvent.setup();
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/MCS2_processDividendReq`, ({ request }) =>
        new URL(request.url).searchParams.get('action') === 'view'
          ? HttpResponse.json({
              success: true,
              value: { contract: { ...contract, kind: 'DIVIDEND', status: 'PENDING' } },
            })
          : HttpResponse.json(
              {
                success: false,
                errorCode: 'contract.not.pending',
                message: 'There is no pending contract to answer.',
              },
              { status: 409 },
            ),
      ),
    );
    renderScreen(<DividendContractPage />, {
      kit,
      path: '/member/agent/getDevidendContract',
      route: '/m/member/agent/getDevidendContract',
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('There is no pending contract to answer.')).toBeVisible();
  });

  it('shows an offer date that is no date as --, with the rest of the terms', async () => {
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/MCS2_processDailySalContract`, () =>
        HttpResponse.json({
          success: true,
          value: { contract: { ...contract, offeredAt: 'next week', status: 'PENDING' } },
        }),
      ),
    );
    renderScreen(<SalaryContractPage />, {
      kit,
      path: '/member/agent/getSalaryContract',
      route: '/m/member/agent/getSalaryContract',
    });
    const terms = await screen.findByRole('region', { name: 'Daily salary contract' });
    expect(within(terms).getByText('--')).toBeVisible();
    expect(terms).toHaveTextContent('platform');
    expect(terms).not.toHaveTextContent('next week');
  });

  it('says when there is no contract', async () => {
    kit.server.use(answer('contracts.dailySalary', { contract: null }, GATEWAY));
    renderScreen(<SalaryContractPage />, {
      kit,
      path: '/member/agent/getSalaryContract',
      route: '/m/member/agent/getSalaryContract',
    });
    expect(await screen.findByText('There is no contract for you.')).toBeVisible();
  });

  it('offers a retry when the contract cannot be loaded', async () => {
    kit.server.use(fail('contracts.dailySalary', { errorCode: 'boom', status: 500 }, GATEWAY));
    renderScreen(<SalaryContractPage />, {
      kit,
      path: '/member/agent/getSalaryContract',
      route: '/m/member/agent/getSalaryContract',
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
