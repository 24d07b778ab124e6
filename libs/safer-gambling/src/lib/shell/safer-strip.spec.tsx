import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GATEWAY,
  locationText,
  renderScreen,
  setUpScreenTests,
  memberStatus,
} from '../../__fixtures__/render-screen';
import { RealityCheck } from './reality-check';
import { SaferStrip } from './safer-strip';

const kit = setUpScreenTests();
const ALL_ON = {
  depositLimits: true,
  realityCheck: true,
  realityCheckRequiredMinutes: null,
  breaks: true,
  selfExclusion: true,
  panicLock: true,
  sessionClock: true,
  limitPrompts: true,
  helpLinks: [],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the safer-gambling strip', () => {
  it('shows a guest the 18+ mark and the link, and nothing of a session', () => {
    renderScreen(<SaferStrip />, { kit, session: 'guest' });
    const strip = screen.getByRole('navigation', { name: 'Safer gambling and your session' });
    expect(strip).toHaveTextContent('18+');
    expect(screen.getByRole('link', { name: 'Safer gambling' })).toHaveAttribute(
      'href',
      '/m/saferGambling',
    );
    expect(screen.queryByRole('button', { name: /Lock my account/ })).toBeNull();
  });

  it("shows a member the session's time and net result where the brand turns the clock on", async () => {
    renderScreen(<SaferStrip />, { kit, site: { saferGambling: ALL_ON } });
    // The fixture's session began an hour before the platform's clock; stakes 25, wins 10.
    expect(await screen.findByText('Net')).toBeVisible();
    expect(screen.getByText(/￥15\.00/)).toBeVisible();
    expect(screen.getByText(/^0(0:59|1:00):\d\d$/)).toBeVisible();
  });

  it('locks for 24 hours in one tap and ends the session here', async () => {
    const user = userEvent.setup();
    let locked = 0;
    kit.server.use(
      http.post(`${GATEWAY}/wps/member/safer/lock`, () => {
        locked += 1;
        return HttpResponse.json({ success: true, value: { until: Date.UTC(2026, 10, 26, 10) } });
      }),
    );
    renderScreen(<SaferStrip />, { kit, site: { saferGambling: ALL_ON } });
    await user.click(screen.getByRole('button', { name: 'Lock my account for 24 hours now' }));
    expect(await screen.findByText(/Your account is locked until/)).toBeVisible();
    expect(locked).toBe(1);
    expect(locationText()).toBe('/login');
  });
});

describe('the reality check', () => {
  it('falls due at the interval with the time since login and the net result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    // The platform's clock runs with the browser's here; the session began an hour ago.
    const startedAt = Date.now() - 60 * 60_000;
    kit.server.use(
      http.get(`${GATEWAY}/wps/member/safer/status`, () =>
        HttpResponse.json({
          success: true,
          value: { ...memberStatus(Date.now()), session: { startedAt, stakes: 25, wins: 10 } },
        }),
      ),
    );
    renderScreen(<RealityCheck />, { kit });
    // Wait for the status (a 30-minute check, logged in an hour ago by the platform's clock).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30 * 60_000);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('Time since login: 1 h 30 min');
    expect(dialog).toHaveTextContent('Net result (stakes minus wins)￥15.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
