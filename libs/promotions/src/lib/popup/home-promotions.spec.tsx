import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { REWARD_BADGE_SLOT } from './badge-slot';
import { HomePromotions } from './home-promotions';

const kit = setUpScreenTests();

// The home quick link as the app draws it with the first paint, with the room for the badge.
beforeEach(() => {
  const link = document.createElement('a');
  link.href = '/m/rewardCenter';
  link.textContent = 'Reward centre';
  const slot = document.createElement('span');
  slot.id = REWARD_BADGE_SLOT;
  link.append(slot);
  document.body.append(link);
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the home page promotions', () => {
  it("puts a member's unclaimed reward count on the reward-centre quick link", async () => {
    renderScreen(<HomePromotions />, { kit, session: 'member' });
    const link = screen.getByRole('link', { name: /Reward centre/ });
    expect(await screen.findByRole('status', { name: '1 Unclaimed rewards' })).toBeVisible();
    expect(link).toHaveTextContent('Reward centre1');
  });

  it('shows a guest no count', () => {
    renderScreen(<HomePromotions />, { kit, session: 'guest' });
    expect(screen.queryByRole('status', { name: /Unclaimed rewards/ })).not.toBeInTheDocument();
  });
});
