import { answer, fail } from '@mweb/api-client/testing';
import {
  GATEWAY,
  locationText,
  renderScreen,
  setUpScreenTests,
} from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { detectEnvironment, type Environment } from '../environment';
import { EnvironmentProvider } from '../environment-context';
import { HomeMemberSection } from './member-section';
import { HomeNavSection, navEntries } from './nav-section';
import { HomeNoticeSection } from './notice-section';
import { HomeWinnerBoard } from './winner-board';

const browser: Environment = detectEnvironment({
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36',
  maxTouchPoints: 5,
  standaloneMedia: false,
  navigatorStandalone: false,
  hasNativeBridge: false,
  webClipFlag: false,
});

const kit = setUpScreenTests({
  namespaces: ['errors'],
  wrap: ({ children }: { children: ReactNode }) => (
    <EnvironmentProvider environment={browser}>
      <NoticeProvider>{children}</NoticeProvider>
    </EnvironmentProvider>
  ),
});

const section = (name: string) => screen.findByRole('region', { name });

describe('the member section', () => {
  it("shows a member's balance with the currency's pattern, VIP label and money entries", async () => {
    renderScreen(<HomeMemberSection />, { kit });
    const member = await section('Member');
    expect(await within(member).findByText('￥12,345.67')).toBeInTheDocument();
    await userEvent.click(within(member).getByRole('button', { name: 'Withdraw' }));
    expect(locationText()).toBe('/withdraw');
  });

  it('refuses a trial account the deposit', async () => {
    renderScreen(<HomeMemberSection />, { kit, session: 'trial' });
    const member = await section('Member');
    await userEvent.click(within(member).getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    expect(locationText()).toBe('/home');
  });

  it('offers a guest login and registration', async () => {
    renderScreen(<HomeMemberSection />, { kit, session: 'guest' });
    const member = await section('Member');
    await userEvent.click(within(member).getByRole('link', { name: 'Register' }));
    expect(locationText()).toBe('/register');
  });

  it('explains a balance it cannot read in its own section, with a retry', async () => {
    kit.server.use(answer('wallet.balance', { sumBalance: 'lots' }, GATEWAY));
    renderScreen(<HomeMemberSection />, { kit });
    const member = await section('Member');
    expect(await within(member).findByText('This section could not be loaded.')).toBeVisible();
    expect(within(member).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('the nav section', () => {
  it('links the screens that exist and leaves app download out of an installed app', async () => {
    renderScreen(<HomeNavSection />, { kit });
    const nav = await screen.findByRole('navigation', { name: 'Explore' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Help centre' }));
    expect(locationText()).toBe('/help');
    expect(navEntries({ installed: true, referral: false }).map((entry) => entry.screen)).toEqual([
      'game',
      'activity',
      'notice',
      'help',
    ]);
  });
});

describe('the notice section', () => {
  it('lists the latest announcements, each leading to the announcements', async () => {
    renderScreen(<HomeNoticeSection />, { kit });
    const notices = await section('Notices');
    // The More link shows at once; the announcements' rows once they are answered.
    const [first] = await within(notices).findAllByRole('listitem');
    const link = first && within(first).getByRole('link');
    if (!link) throw new Error('an announcement is listed');
    await userEvent.click(link);
    expect(locationText()).toBe('/notice');
  });

  it('says so when there are none', async () => {
    kit.server.use(answer('content.announcements', [], GATEWAY));
    renderScreen(<HomeNoticeSection />, { kit, session: 'guest' });
    expect(
      await within(await section('Notices')).findByText('No announcements yet.'),
    ).toBeVisible();
  });
});

describe('the winner board', () => {
  it('lists the masked winners with their amounts', async () => {
    renderScreen(<HomeWinnerBoard />, { kit, session: 'guest' });
    const board = await section('Winner board');
    const rows = await within(board).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('k***42 won in Golden Empire');
    expect(rows[0]).toHaveTextContent('48,250.50');
  });

  it('explains a malformed answer in its own section and recovers on retry', async () => {
    kit.server.use(answer('content.winnerBoard', 'nonsense', GATEWAY));
    renderScreen(<HomeWinnerBoard />, { kit, session: 'guest' });
    const board = await section('Winner board');
    expect(await within(board).findByText('This section could not be loaded.')).toBeVisible();
    kit.server.resetHandlers();
    await userEvent.click(within(board).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(board).getAllByRole('listitem')).toHaveLength(2));
  });

  it('explains a refusal of the gateway in its own section', async () => {
    kit.server.use(fail('content.winnerBoard', { errorCode: 'oops' }, GATEWAY));
    renderScreen(<HomeWinnerBoard />, { kit, session: 'guest' });
    expect(
      await within(await section('Winner board')).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  });
});
