// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../testing/create-test-store';
import { statusReceived } from '../site/site.slice';
import { selectLeaveConfirmation, selectLeaveRefusal } from './leaving.slice';
import { useLeaveApp, type UrlOpeners } from './use-leave-app';

const ORIGIN = 'https://brand.example';

function setUp(trustedHosts: string[] = ['chat.example']) {
  const { store } = createTestStore({ site: { gatewayOrigin: ORIGIN, trustedHosts } });
  const openers: UrlOpeners = { openOutside: vi.fn(), goTo: vi.fn() };
  const results: unknown[] = [];
  function Links({ url }: { url: string }) {
    const leave = useLeaveApp(openers);
    return (
      <>
        <button onClick={() => void leave.open(url).then((verdict) => results.push(verdict.kind))}>
          tap
        </button>
        <button onClick={() => void leave.follow(url).then((went) => results.push(went))}>
          redirect
        </button>
      </>
    );
  }
  const renderWith = (url: string) =>
    render(
      <Provider store={store}>
        <MemoryRouter basename="/m" initialEntries={['/m/home']}>
          <Routes>
            <Route path="/home" element={<Links url={url} />} />
            <Route path="/activity" element={<p>Promotions</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  return { store, openers, results, renderWith };
}

describe('useLeaveApp', () => {
  afterEach(cleanup);

  it('opens one of our screens inside the app', async () => {
    const { openers, renderWith } = setUp();
    renderWith('/m/activity?tab=2');
    await userEvent.click(screen.getByRole('button', { name: 'tap' }));
    expect(await screen.findByText('Promotions')).toBeTruthy();
    expect(openers.openOutside).not.toHaveBeenCalled();
  });

  it('opens the platform’s other pages and trusted hosts outside at once', async () => {
    const { openers, renderWith } = setUp();
    renderWith('https://chat.example/room');
    await userEvent.click(screen.getByRole('button', { name: 'tap' }));
    await waitFor(() =>
      expect(openers.openOutside).toHaveBeenCalledWith('https://chat.example/room'),
    );
  });

  it('asks before opening another host, naming it, and never follows it by itself', async () => {
    const { store, openers, results, renderWith } = setUp();
    renderWith('https://evil.example/win');
    await userEvent.click(screen.getByRole('button', { name: 'tap' }));
    await waitFor(() => expect(selectLeaveConfirmation(store.getState())).not.toBeNull());
    expect(openers.openOutside).not.toHaveBeenCalled();
    expect(selectLeaveConfirmation(store.getState())).toEqual({
      href: 'https://evil.example/win',
      host: 'evil.example',
    });
    await userEvent.click(screen.getByRole('button', { name: 'redirect' }));
    await waitFor(() => expect(results).toEqual(['foreign', false]));
    expect(openers.goTo).not.toHaveBeenCalled();
    expect(selectLeaveRefusal(store.getState())?.reason).toBe('foreign');
  });

  it('follows a redirect to the platform or a trusted host', async () => {
    const { openers, results, renderWith } = setUp();
    renderWith('/platform/chat/1');
    await userEvent.click(screen.getByRole('button', { name: 'redirect' }));
    await waitFor(() => expect(results).toEqual([true]));
    expect(openers.goTo).toHaveBeenCalledWith(`${ORIGIN}/platform/chat/1`);
  });

  it('refuses a script URL either way, and records why', async () => {
    const { store, openers, renderWith } = setUp();
    renderWith(' javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'tap' }));
    await userEvent.click(screen.getByRole('button', { name: 'redirect' }));
    await waitFor(() => expect(selectLeaveRefusal(store.getState())?.reason).toBe('scheme'));
    expect(openers.openOutside).not.toHaveBeenCalled();
    expect(openers.goTo).not.toHaveBeenCalled();
    expect(selectLeaveConfirmation(store.getState())).toBeNull();
    expect(selectLeaveRefusal(store.getState())?.reason).toBe('scheme');
  });

  it('takes the status answer’s launch CDNs as trusted hosts', async () => {
    const { store, openers, renderWith } = setUp([]);
    store.dispatch(
      statusReceived({
        info: {
          customerService: [],
          resources: [],
          whitelabel: [],
          imageCDNs: [],
          launchGameCDNs: ['https://games.cdn.example', ''],
        },
        location: { ip: '203.0.113.9' },
        maintenance: { enabled: false },
        regionRestriction: { enabled: false },
      }),
    );
    renderWith('https://games.cdn.example/play');
    await userEvent.click(screen.getByRole('button', { name: 'redirect' }));
    await waitFor(() =>
      expect(openers.goTo).toHaveBeenCalledWith('https://games.cdn.example/play'),
    );
  });
});
