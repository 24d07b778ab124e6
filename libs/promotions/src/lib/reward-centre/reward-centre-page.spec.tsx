import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { RewardCentrePage } from './reward-centre-page';

const kit = setUpScreenTests();

const renderRewards = () =>
  renderScreen(<RewardCentrePage />, { kit, route: '/m/rewardCenter', path: '/rewardCenter' });

describe('the reward centre', () => {
  it('lists the unclaimed rewards with their amounts', async () => {
    renderRewards();
    expect(await screen.findByRole('heading', { name: 'Lottery rebate' })).toBeVisible();
    expect(screen.getByText('￥18.88')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Claim' })).toHaveLength(1);
  });

  it('claims a reward and says what it added', async () => {
    const user = userEvent.setup();
    let claimed: unknown;
    kit.server.use(
      http.post(`${GATEWAY}/wps/relay/ACTFE_claimReward`, async ({ request }) => {
        claimed = await request.json();
        return HttpResponse.json({ success: true, value: { status: 'Claimed', amount: 18.88 } });
      }),
    );
    renderRewards();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('￥18.88 added to your balance')).toBeVisible();
    expect(claimed).toEqual({ promotionId: 403 });
  });

  it('says so when there is nothing to claim', async () => {
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/ACTFE_getPromotions`, () =>
        HttpResponse.json({ success: true, value: [] }),
      ),
    );
    renderRewards();
    expect(await screen.findByText('No rewards to claim')).toBeVisible();
  });
});
