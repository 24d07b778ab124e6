import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { AtPath, agentSite, storyOrigin } from '../../__fixtures__/story-screens';
import { InviteFriendsPage } from './invite-friends-page';

function InviteFriends() {
  return <AtPath path="/inviteFriends" screen={<InviteFriendsPage />} />;
}

const meta = {
  title: 'Invite friends',
  tags: ['!autodocs'],
  component: InviteFriends,
  parameters: {
    layout: 'fullscreen',
    route: '/m/inviteFriends',
    session: 'member',
    site: agentSite,
  },
} satisfies Meta<typeof InviteFriends>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My code, the invitation link, its QR code, and copy (and share, where the browser offers it). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByText('AGT7QX2M')).resolves.toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** The REFERRAL promotion is off. */
export const ReferralOff: Story = {
  parameters: { site: { ...agentSite, flags: { REFERRAL: false } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByText('Inviting friends is not available now.'),
    ).resolves.toBeVisible();
  },
};

/** The code has not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${storyOrigin}/wps/*`, () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Loading…' })).resolves.toBeVisible();
  },
};
