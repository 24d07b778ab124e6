import { gatewayHandlers } from '@mweb/api-client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_GATEWAY, renderApp } from '../testing/render-app';
import { I18nextProvider } from 'react-i18next';
import { InstalledAppNotices, OFFLINE_RETRY_MS } from './installed-app';

const server = setupServer(...gatewayHandlers(TEST_GATEWAY));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

const OFFLINE = 'You are offline. The app keeps trying to reconnect.';
/** The app's first render loads its dictionaries and lazy chunks: slow on a busy machine. */
const LOADED = { timeout: 15_000 };

function browserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the offline notice', () => {
  it('shows while the browser is offline and goes when it is back', async () => {
    await renderApp('/m/home');
    await screen.findByRole('main', { name: 'mweb' }, LOADED);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();

    browserOnline(false);
    expect(await screen.findByText(OFFLINE, undefined, LOADED)).toBeInTheDocument();

    browserOnline(true);
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument(), LOADED);
  });

  it('tries an unreachable gateway again by itself and goes once it answers', async () => {
    // Only the retry's interval is faked: the calls themselves run on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server.use(http.get(`${TEST_GATEWAY}/wps/v2/system/status`, () => HttpResponse.error()));
    await renderApp('/m/home');
    expect(await screen.findByText(OFFLINE, undefined, LOADED)).toBeInTheDocument();

    server.resetHandlers();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
    });
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument(), LOADED);
  });
});

describe('the update notice', () => {
  it('offers the new release and loads it when asked', async () => {
    const { i18n, unmount } = await renderApp('/m/home');
    unmount();
    const onUpdate = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <InstalledAppNotices offline={false} updateAvailable onUpdate={onUpdate} />
      </I18nextProvider>,
    );
    expect(
      await screen.findByText('A new version of the app is available.', undefined, LOADED),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });
});
