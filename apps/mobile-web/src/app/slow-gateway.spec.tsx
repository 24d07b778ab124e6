import { gatewayHandlers, holdAnswer } from '@mweb/api-client/testing';
import { act, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STILL_TRYING_AFTER_MS } from './shell-effects';
import { TEST_GATEWAY, renderApp } from './testing/render-app';

// A hanging gateway used to show a silent skeleton for about 32 s (the 30 s time-out and a retry)
// before "Network error": the player is now told after a few seconds that the app is still trying.
const server = setupServer(...gatewayHandlers(TEST_GATEWAY));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const STILL_TRYING = 'Still trying to reach the server…';

describe('a slow gateway', () => {
  it(`says the app is still trying once a call has waited ${STILL_TRYING_AFTER_MS} ms, and not before`, async () => {
    const held = holdAnswer('content.announcements', [], TEST_GATEWAY);
    server.use(held.handler);
    // Real time still flows (the app boots on it); the test moves the clock past the wait itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await renderApp('/m/home');
    await held.asked;

    await act(() => vi.advanceTimersByTimeAsync(STILL_TRYING_AFTER_MS - 1_000));
    expect(screen.queryByText(STILL_TRYING)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText(STILL_TRYING)).toBeInTheDocument();
    held.release();
  });

  it('says nothing when every call answers in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await renderApp('/m/home');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(STILL_TRYING_AFTER_MS * 2));
    expect(screen.queryByText(STILL_TRYING)).not.toBeInTheDocument();
  });
});
