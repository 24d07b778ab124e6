import { fail } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  locationText,
  renderScreen,
  setUpScreenTests,
} from '../../__fixtures__/render-screen';
import { AgentCentrePage } from './agent-centre-page';

const kit = setUpScreenTests();

function renderCentre(route = '/m/member/agent', memberType: number | null = 1) {
  return renderScreen(<AgentCentrePage />, { kit, path: '/member/agent', route, memberType });
}

describe('the agent centre', () => {
  it("shows the team's figures for a period", async () => {
    const user = userEvent.setup();
    const periods: string[] = [];
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/AGENT_teamKpi`, ({ request }) => {
        periods.push(new URL(request.url).searchParams.get('period') ?? '');
        return HttpResponse.json({
          success: true,
          value: {
            members: 12,
            newMembers: 3,
            activeMembers: 7,
            depositAmount: 15_800,
            betAmount: 96_420.5,
            profit: 2_892.62,
          },
        });
      }),
    );
    renderCentre();
    const team = await screen.findByRole('region', { name: 'Team' });
    expect(await within(team).findByText('￥96,420.50')).toBeVisible();
    await user.click(within(team).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(periods).toEqual(['today', 'month']));
  });

  it('lists the downline with activity, and searches it by user name', async () => {
    const user = userEvent.setup();
    const searched: (string | null)[] = [];
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/AGENT_downline`, ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('userName'));
        return HttpResponse.json({
          success: true,
          value: {
            content: [
              {
                userName: 'player01',
                type: 0,
                joinedAt: '2026-01-02T10:00:00.000Z',
                betAmount: 1_250,
                rebateAmount: 6.25,
              },
            ],
            pageNum: 1,
            totalPages: 1,
            totalCount: 1,
          },
        });
      }),
    );
    renderCentre('/m/member/agent?tab=downline');
    const member = await screen.findByRole('article', { name: 'player01' });
    expect(member).toHaveTextContent('￥1,250.00');
    expect(member).toHaveTextContent('Member');
    await user.type(screen.getByLabelText('User name'), 'play');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searched).toEqual([null, 'play']));
  });

  it('keeps the selected section in the URL', async () => {
    const user = userEvent.setup();
    renderCentre();
    await user.click(await screen.findByRole('link', { name: 'Daily salary' }));
    expect(locationText()).toBe('/member/agent?tab=salary');
    expect(await screen.findByText('￥12,000.00')).toBeVisible();
  });

  it('refuses a rebate above my quota before sending it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    kit.server.use(
      http.post(`${GATEWAY}/wps/relay/AGENT_setDownlineRebate`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          value: { userName: 'player01', gameCategory: 'RNG', ratePercent: 1.2 },
        });
      }),
    );
    renderCentre('/m/member/agent?tab=settings');
    await user.type(await screen.findByLabelText('Downline user name'), 'player01');
    await user.selectOptions(screen.getByLabelText('Games'), 'RNG');
    await user.type(screen.getByLabelText('Rebate rate (%)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The rate is above your quota of 1.2%.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText('Rebate rate (%)'));
    await user.type(screen.getByLabelText('Rebate rate (%)'), '1.2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rebate saved for player01')).toBeVisible();
    expect(sent).toEqual([{ userName: 'player01', gameCategory: 'RNG', ratePercent: 1.2 }]);
  });

  it("shows the platform's quota refusal in the member's language", async () => {
    const user = userEvent.setup();
    kit.server.use(
      fail(
        'contracts.setDownlineRebate',
        { errorCode: 'rebate.above.quota', message: 'Above quota.', status: 400 },
        GATEWAY,
      ),
    );
    renderCentre('/m/member/agent?tab=settings');
    await user.type(await screen.findByLabelText('Downline user name'), 'player01');
    await user.selectOptions(screen.getByLabelText('Games'), 'LIVE');
    await user.type(screen.getByLabelText('Rebate rate (%)'), '0.9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The rate is above your quota of 0.9%.')).toBeVisible();
  });

  it('lists my invitation links', async () => {
    renderCentre('/m/member/agent?tab=links');
    expect(
      await screen.findByText('https://mweb.example.test/m/register?affiliateCode=AGT7QX2M'),
    ).toBeVisible();
    expect(screen.getByText('Registrations: 2')).toBeVisible();
  });
});
