import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { AtPath, promotionsSite, storyOrigin } from '../../__fixtures__/story-screens';
import { RewardCentrePage } from './reward-centre-page';

function RewardCentre() {
  return <AtPath path="/rewardCenter" screen={<RewardCentrePage />} />;
}

const meta = {
  title: 'Reward centre',
  tags: ['!autodocs'],
  component: RewardCentre,
  parameters: {
    layout: 'fullscreen',
    route: '/m/rewardCenter',
    session: 'member',
    site: promotionsSite,
  },
} satisfies Meta<typeof RewardCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The unclaimed rewards, each with its amount and a claim button. */
export const Unclaimed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Claim' })).resolves.toBeVisible();
  },
};

/** Nothing left to claim. */
export const NothingToClaim: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${storyOrigin}/wps/relay/ACTFE_getPromotions`, () =>
          HttpResponse.json({ success: true, value: [] }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No rewards to claim')).resolves.toBeVisible();
  },
};

/** The rewards have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${storyOrigin}/wps/*`, () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Loading…' })).resolves.toBeVisible();
  },
};
