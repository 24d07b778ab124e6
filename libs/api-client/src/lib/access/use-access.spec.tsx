// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  locationText,
  renderScreen,
  setUpScreenTests,
  type RenderScreenOptions,
} from '../../testing/screen-tests';
import type { ScreenAccess, TrialRefusal } from './access';
import { useAccess } from './use-access';

const kit = setUpScreenTests({ namespaces: [] });
afterEach(cleanup);

/** The actions the check lets through. */
const done: string[] = [];

function Actions({ refusal }: { refusal?: TrialRefusal }) {
  const access = useAccess();
  const act = (name: string, who: ScreenAccess) => () => {
    if (access(who, refusal)) done.push(name);
  };
  return (
    <>
      <button type="button" onClick={act('favourite', 'member')}>
        Favourite
      </button>
      <button type="button" onClick={act('deposit', 'realMember')}>
        Deposit
      </button>
      <button type="button" onClick={act('agents', 'agent')}>
        Downline
      </button>
    </>
  );
}

function renderActions(session: RenderScreenOptions['session'], refusal?: TrialRefusal) {
  done.length = 0;
  return renderScreen(<Actions {...(refusal ? { refusal } : {})} />, {
    kit,
    path: '/gameList',
    route: '/m/gameList?gameType=RNG',
    session,
  });
}

describe('useAccess, for an action inside a screen', () => {
  it('sends a guest to log in, remembering where they were', async () => {
    const user = userEvent.setup();
    renderActions('guest');
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    await waitFor(() => expect(locationText()).toBe('/login'));
    expect(done).toEqual([]);
  });

  it('refuses a trial account with free_reject, or the deposit message, and leaves it there', async () => {
    const user = userEvent.setup();
    const first = renderActions('trial');
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const refusal = await screen.findByText('This function is not available for trial accounts');
    expect(refusal.tagName).toBe('OUTPUT');
    expect(done).toEqual(['favourite']);
    expect(locationText()).toBe('/gameList?gameType=RNG');
    first.unmount();

    renderActions('trial', 'deposit');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const deposit = await screen.findByText('Please login an actual account to use this function');
    expect(deposit.tagName).toBe('OUTPUT');
  });

  it('lets a real member through, and an agent alone to an agent’s action', async () => {
    const user = userEvent.setup();
    const member = renderActions({ userName: 'demo01', type: 0 });
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Downline' }));
    expect(done).toEqual(['favourite', 'deposit']);
    member.unmount();

    renderActions({ userName: 'agent01', type: 1 });
    await user.click(screen.getByRole('button', { name: 'Downline' }));
    expect(done).toEqual(['agents']);
    expect(locationText()).toBe('/gameList?gameType=RNG');
  });
});
