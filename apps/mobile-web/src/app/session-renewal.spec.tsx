import { sessionStarted } from '@mweb/api-client/session';
import { fail, gatewayHandlers, testSession } from '@mweb/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIN_RENEWAL_GAP_MS, RENEW_BEFORE_EXPIRY_MS, renewalDelay } from './session-renewal';
import { TEST_GATEWAY, renderApp } from './testing/render-app';

const server = setupServer(...gatewayHandlers(TEST_GATEWAY));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Counts renewals, each answering an expiry `lifetimeMs` from the moment it is asked. */
function countRenewals(lifetimeMs: number) {
  const renewals: number[] = [];
  server.use(
    http.post(`${TEST_GATEWAY}/wps/session/renew`, () => {
      renewals.push(Date.now());
      return HttpResponse.json({
        success: true,
        value: { expiresAt: new Date(Date.now() + lifetimeMs).toISOString() },
      });
    }),
  );
  return renewals;
}

describe('session renewal', () => {
  it('times the next renewal before the expiry, never sooner than the minimum gap', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(renewalDelay(new Date(now + 30 * 60_000).toISOString(), now)).toBe(
      30 * 60_000 - RENEW_BEFORE_EXPIRY_MS,
    );
    expect(renewalDelay(new Date(now + 1_000).toISOString(), now)).toBe(MIN_RENEWAL_GAP_MS);
    expect(renewalDelay('not a date', now)).toBe(MIN_RENEWAL_GAP_MS);
  });

  it('renews once on a logged-in home load, and not for a guest', async () => {
    const renewals = countRenewals(30 * 60_000);
    const { store } = await renderApp('/m/home');
    await screen.findByRole('main');
    expect(renewals).toHaveLength(0);
    act(() => {
      store.dispatch(sessionStarted(testSession({ token: 't' })));
    });
    await waitFor(() => expect(renewals).toHaveLength(1));
    // The shell's own first renewal sees the home's, and does not ask again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renewals).toHaveLength(1);
  });

  it('renews again before the session would expire', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const lifetime = 5 * 60_000;
    const renewals = countRenewals(lifetime);
    const { store } = await renderApp('/m/home');
    act(() => {
      store.dispatch(sessionStarted(testSession({ token: 't' })));
    });
    await waitFor(() => expect(renewals).toHaveLength(1));
    const expiry = (renewals[0] ?? 0) + lifetime;
    // The clock moves on in steps, as it does for a member using the app, until the expiry: on a
    // busy machine the timer may be set some steps late, and it must still renew in time.
    while (renewals.length < 2 && Date.now() < expiry) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_000);
      });
    }
    expect(renewals).toHaveLength(2);
    expect(renewals[1]).toBeLessThan(expiry);
    expect(renewals[1]).toBeGreaterThanOrEqual(expiry - RENEW_BEFORE_EXPIRY_MS - 10_000);
  });

  it('logs out a member whose session is gone', async () => {
    server.use(
      fail(
        'account.renewSession',
        { errorCode: 'login.not.session', status: 401, message: 'Session expired' },
        TEST_GATEWAY,
      ),
    );
    const { store } = await renderApp('/m/home');
    act(() => {
      store.dispatch(sessionStarted(testSession({ token: 't' })));
    });
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });
});
