import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { promotionsHomeParts } from '../promotions.home';
import { UnclaimedBadge } from './home-promotions';

const kit = setUpScreenTests();

// The home quick link as the app draws it, with the badge placed in it as a React node.
const QuickLink = () => (
  <a href="/m/rewardCenter">
    Reward centre
    <UnclaimedBadge />
  </a>
);

describe('the home page promotions', () => {
  it("puts a member's unclaimed reward count on the reward-centre quick link", async () => {
    renderScreen(<QuickLink />, { kit, session: 'member' });
    const link = screen.getByRole('link', { name: /Reward centre/ });
    expect(await screen.findByRole('status', { name: '1 Unclaimed rewards' })).toBeVisible();
    expect(link).toHaveTextContent('Reward centre1');
  });

  it('shows a guest no count', () => {
    renderScreen(<QuickLink />, { kit, session: 'guest' });
    expect(screen.queryByRole('status', { name: /Unclaimed rewards/ })).not.toBeInTheDocument();
  });

  it('contributes the badge and the gift to the slots of the quick link and the download bar', async () => {
    expect(promotionsHomeParts.map(({ id, slot }) => [id, slot])).toEqual([
      ['appDownloadGift', 'downloadBar.end'],
      ['unclaimedRewards', 'quickNav.rewardCentre'],
    ]);
    const badge = promotionsHomeParts.find((part) => part.slot === 'quickNav.rewardCentre');
    expect((await badge?.load())?.Component).toBe(UnclaimedBadge);
  });
});
