import { SCREEN_PATHS, type ScreenName } from '@mweb/api-client/screens';
import { sessionStarted } from '@mweb/api-client/session';
import { gatewayHandlers, testSession } from '@mweb/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from './routes';
import { TEST_GATEWAY, renderApp } from './testing/render-app';

const server = setupServer(...gatewayHandlers(TEST_GATEWAY));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const FREE_REJECT = 'This function is not available for trial accounts';
const DEPOSIT_REFUSED = 'Please login an actual account to use this function';

/** The app at home, logged in as `type` (4: a trial account), then at `screen`'s address. */
async function openAs(type: number, screenName: ScreenName, userName = 'demo01') {
  const app = await renderApp('/m/home');
  act(() => {
    app.store.dispatch(sessionStarted(testSession({ token: 't', type, userName })));
  });
  await act(() => app.router.navigate(`/${SCREEN_PATHS[screenName][0]}`));
  return app;
}

const where = (app: Awaited<ReturnType<typeof renderApp>>) => app.router.state.location.pathname;

/** Who may open each screen that not everyone may (SPEC.md section 6), as its record says. */
const RESTRICTED: Record<string, string> = {
  changePsw: 'realMember free_reject',
  memberHome: 'realMember register',
  cashback: 'realMember deposit',
  deposit: 'realMember deposit',
  withdraw: 'realMember deposit',
  gameRecord: 'member',
  rewardCenter: 'member',
  inviteFriends: 'member',
  inbox: 'realMember free_reject',
  salaryContract: 'member',
  security: 'realMember register',
  dividendContract: 'member',
  hourContract: 'member',
  agentCentre: 'agent',
};

describe('access, from the screen records', () => {
  it('lets anyone open every other screen, and asks what SPEC.md section 6 asks of these', () => {
    const restricted = SCREENS.filter(({ record }) => record.access !== 'guest').map(
      ({ record }) => [
        record.name,
        record.access === 'realMember' ? `${record.access} ${record.trial}` : record.access,
      ],
    );
    expect(Object.fromEntries(restricted)).toEqual(RESTRICTED);
  });

  it.each(Object.keys(RESTRICTED))(
    'sends a guest from %s to log in, to come back afterwards',
    async (name) => {
      const path = `/m/${SCREEN_PATHS[name as ScreenName][0]}`;
      const app = await renderApp(path);
      await waitFor(() => expect(where(app)).toBe('/m/login'));
      expect(app.router.state.location.state).toEqual({ from: path.slice('/m'.length) });
    },
  );

  it.each(['deposit', 'withdraw', 'cashback'] as const)(
    'refuses a trial account %s with the deposit message and sends it home',
    async (name) => {
      const app = await openAs(4, name);
      expect(await screen.findByText(DEPOSIT_REFUSED)).toBeInTheDocument();
      expect(where(app)).toBe('/m/home');
    },
  );

  it.each(['inbox', 'changePsw'] as const)(
    'refuses a trial account %s with free_reject and sends it home',
    async (name) => {
      const app = await openAs(4, name);
      expect(await screen.findByText(FREE_REJECT)).toBeInTheDocument();
      expect(where(app)).toBe('/m/home');
    },
  );

  it('asks a trial account on the member centre to register, naming it, with cancel or register now', async () => {
    const user = userEvent.setup();
    const app = await openAs(4, 'memberHome', 'trial0042');
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent(
      'You are playing as trial0042. Register a real account to use the member centre.',
    );
    expect(where(app)).toBe('/m/member/home');
    await user.click(within(prompt).getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(where(app)).toBe('/m/register'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets a trial account decline the member centre and go home', async () => {
    const user = userEvent.setup();
    const app = await openAs(4, 'memberHome');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(where(app)).toBe('/m/home'));
  });

  it('tells a member who is not an agent that the agent centre is for agents', async () => {
    const app = await openAs(0, 'agentCentre');
    expect(await screen.findByText('This is for agents only.')).toBeVisible();
    expect(where(app)).toBe('/m/member/agent');
  });

  it('opens a real member the deposit screen', async () => {
    const app = await openAs(0, 'deposit');
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeVisible();
    expect(where(app)).toBe('/m/voucherCenter');
    expect(screen.queryByText(DEPOSIT_REFUSED)).not.toBeInTheDocument();
  });

  it("refuses a trial account the bottom menu's deposit, and leaves it where it was", async () => {
    const user = userEvent.setup();
    const app = await openAs(4, 'home');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Deposit' }));
    expect(await screen.findByText(DEPOSIT_REFUSED)).toBeInTheDocument();
    expect(where(app)).toBe('/m/home');
  });
});
