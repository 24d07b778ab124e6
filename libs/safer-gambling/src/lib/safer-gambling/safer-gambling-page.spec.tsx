import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  locationText,
  renderScreen,
  setUpScreenTests,
  memberStatus,
} from '../../__fixtures__/render-screen';
import { SaferGamblingPage } from './safer-gambling-page';

const kit = setUpScreenTests();
const at = { kit, route: '/m/saferGambling', path: '/saferGambling' };

/** Records the bodies posted to one safer-gambling path and answers each as `value`. */
function recordPosts(path: string, value: unknown) {
  const bodies: unknown[] = [];
  kit.server.use(
    http.post(`${GATEWAY}/wps/member/safer/${path}`, async ({ request }) => {
      bodies.push(await request.json().catch(() => null));
      return HttpResponse.json({ success: true, value });
    }),
  );
  return bodies;
}

describe('the saferGambling screen', () => {
  it('shows the limits, the raise that waits with its date, the reality check and the history', async () => {
    renderScreen(<SaferGamblingPage />, at);
    expect(await screen.findByRole('main', { name: 'Safer gambling' })).toBeVisible();
    const limits = await screen.findByRole('region', { name: 'Deposit limits' });
    expect(within(limits).getByText('Limit: ￥100.00')).toBeVisible();
    expect(within(limits).getByText(/Raising it to ￥200\.00 can be confirmed from/)).toBeVisible();
    expect(within(limits).getByRole('timer', { name: 'Time until you can confirm' })).toBeVisible();
    expect(
      within(limits).getByText('You can deposit ￥60.00 more under your limits now.'),
    ).toBeVisible();
    const reality = screen.getByRole('region', { name: 'Reality check' });
    expect(within(reality).getByText('Reality check: every 30 minutes')).toBeVisible();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Daily deposit limit set to ￥100\.00/)).toBeVisible();
  });

  it('sends a new limit as the amount typed, and refuses a malformed one under the field', async () => {
    const user = userEvent.setup();
    const bodies = recordPosts('depositLimit', memberStatus());
    renderScreen(<SaferGamblingPage />, at);
    const field = await screen.findByRole('textbox', { name: 'New Weekly limit' });
    await user.type(field, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save Weekly limit' }));
    expect(await screen.findByText('At most two decimals')).toBeVisible();
    expect(field).toHaveValue('12.345');
    await user.clear(field);
    await user.type(field, '250');
    await user.click(screen.getByRole('button', { name: 'Save Weekly limit' }));
    await screen.findByText('Limit saved. It applies now.');
    expect(bodies).toEqual([{ period: 'week', amount: 250 }]);
  });

  it('asks for the positive confirmation before a self-exclusion, then logs out to the login page', async () => {
    const user = userEvent.setup();
    const bodies = recordPosts('selfExclusion', { until: Date.UTC(2027, 10, 25) });
    renderScreen(<SaferGamblingPage />, at);
    const exclude = await screen.findByRole('button', { name: 'Exclude me' });
    expect(exclude).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '1 year' }));
    await user.click(screen.getByRole('checkbox', { name: /for 1 year I cannot log in/ }));
    await user.click(exclude);
    expect(await screen.findByText(/You have excluded yourself until/)).toBeVisible();
    expect(bodies).toEqual([{ term: '1y', confirmed: true }]);
    expect(locationText()).toBe('/login');
  });

  it('takes a break of any number of days after asking once', async () => {
    const user = userEvent.setup();
    const bodies = recordPosts('break', { until: Date.UTC(2026, 11, 5) });
    renderScreen(<SaferGamblingPage />, at);
    await user.click(await screen.findByRole('radio', { name: 'A number of days' }));
    await user.type(screen.getByRole('textbox', { name: 'Days (1 to 42)' }), '43');
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 42')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Days (1 to 42)' }));
    await user.type(screen.getByRole('textbox', { name: 'Days (1 to 42)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    await user.click(await screen.findByRole('button', { name: 'Start the break' }));
    expect(await screen.findByText(/Your break has started/)).toBeVisible();
    expect(bodies).toEqual([{ days: 10 }]);
  });

  it('tells a guest what the tools are and offers the login', async () => {
    renderScreen(<SaferGamblingPage />, { ...at, session: 'guest' });
    expect(await screen.findByRole('region', { name: 'Stay in control' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in to set your limits' })).toHaveAttribute(
      'href',
      '/m/login',
    );
  });
});
