import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { InviteFriendsPage } from './invite-friends-page';

const kit = setUpScreenTests();

const LINK = `${window.location.origin}/m/register?affiliateCode=AGT7QX2M`;

function renderInvite(flags: Record<string, boolean> = { REFERRAL: true }) {
  return renderScreen(<InviteFriendsPage />, {
    kit,
    path: '/inviteFriends',
    route: '/m/inviteFriends',
    memberType: 0,
    flags,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('invite friends', () => {
  it('shows my code, the invitation link and its QR code', async () => {
    renderInvite();
    expect(await screen.findByText('AGT7QX2M')).toBeVisible();
    expect(screen.getByText(LINK)).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
  });

  it('copies the link and confirms it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    renderInvite();
    await screen.findByText('AGT7QX2M');
    // user-event installs its own clipboard on setup; the one under test replaces it.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Copied')).toBeVisible();
  });

  it("offers the phone's share sheet only where the browser has one", async () => {
    const user = userEvent.setup();
    const { unmount } = renderInvite();
    await screen.findByText('AGT7QX2M');
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    unmount();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    renderInvite();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Invite friends', url: LINK });
  });

  it('is not offered while the REFERRAL promotion is off', async () => {
    renderInvite({ REFERRAL: false });
    expect(await screen.findByText('Inviting friends is not available now.')).toBeVisible();
    expect(screen.queryByText('AGT7QX2M')).not.toBeInTheDocument();
  });
});
