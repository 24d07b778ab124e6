import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { useMemberGuards, type TrialRefusal } from './guards';

const kit = setUpScreenTests();

/** The actions the guards let through. */
const done: string[] = [];

function Actions({ refusal }: { refusal?: TrialRefusal }) {
  const guards = useMemberGuards();
  return (
    <>
      <button type="button" onClick={() => guards.requireLogin() && done.push('favourite')}>
        Favourite
      </button>
      <button
        type="button"
        onClick={() => guards.requireRealMember(refusal) && done.push('deposit')}
      >
        Deposit
      </button>
    </>
  );
}

const location = () => screen.getByRole('status', { name: 'location' });

function renderActions(session: 'guest' | 'member' | 'trial', refusal?: TrialRefusal) {
  return renderScreen(<Actions {...(refusal ? { refusal } : {})} />, {
    kit,
    path: '/gameList',
    route: '/m/gameList?gameType=RNG',
    session,
  });
}

describe('the member guards', () => {
  it('send a guest to log in, remembering where they were', async () => {
    const user = userEvent.setup();
    renderActions('guest');
    done.length = 0;
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(done).toEqual([]);
  });

  it('refuse a trial account with free_reject, or the deposit message', async () => {
    const user = userEvent.setup();
    const first = renderActions('trial');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText('This function is not available for trial accounts'),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/gameList');
    first.unmount();

    renderActions('trial', 'deposit');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
  });

  it('let a real member through', async () => {
    done.length = 0;
    const user = userEvent.setup();
    renderActions('member');
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(done).toEqual(['favourite', 'deposit']);
    expect(location()).toHaveTextContent('/gameList?gameType=RNG');
  });
});
