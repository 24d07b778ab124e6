import type { UrlOpeners } from '@mweb/api-client/leaving';
import type { SiteState } from '@mweb/api-client/site';
import { answer } from '@mweb/api-client/testing';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GATEWAY,
  locationText,
  recordRequests,
  renderScreen,
  setUpScreenTests,
} from '../../__fixtures__/render-screen';
import { CHAT_REDIRECT_MS } from '../chat/use-live-chat';
import { MessageCentrePage } from './message-centre-page';

const kit = setUpScreenTests();

afterEach(() => {
  vi.useRealTimers();
});

function renderCentre(
  options: {
    session?: 'member' | 'guest' | 'trial';
    flags?: Record<string, boolean>;
    site?: Partial<SiteState>;
    openers?: UrlOpeners;
  } = {},
) {
  return renderScreen(<MessageCentrePage openers={options.openers} />, {
    kit,
    route: '/m/message',
    path: '/message',
    session: options.session ?? 'member',
    ...(options.flags ? { flags: options.flags } : {}),
    site: {
      customerService: [
        { csType: 'WHATSAPP', url: 'https://wa.example.test/15550100' },
        { csType: 'CS', url: 'https://help.example.test/cs' },
      ],
      ...options.site,
    },
  });
}

describe('the message centre', () => {
  it('lists its rows with their unread badges, 99+ above 99', async () => {
    renderCentre();
    expect(await screen.findByRole('status', { name: '2 unread' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Messaging app/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Announcements/ })).toBeVisible();
    expect(await screen.findByRole('status', { name: '3 unread' })).toBeVisible();
    // The chat fixture counts 120.
    expect(await screen.findByRole('status', { name: '99+ unread' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Live chat/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeVisible();
  });

  it('leaves live chat out while CBS3 is off, and asks no chat count then', async () => {
    const requests = recordRequests(kit.server);
    renderCentre({ flags: {} });
    expect(await screen.findByRole('status', { name: '3 unread' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
    expect(requests.some((url) => url.pathname.endsWith('CBS_unreadCount'))).toBe(false);
  });

  it('asks a trial account for no inbox or chat count, and refuses its inbox with free_reject', async () => {
    const user = userEvent.setup();
    const requests = recordRequests(kit.server);
    renderCentre({ session: 'trial' });
    await user.click(await screen.findByRole('button', { name: /Inbox/ }));
    expect(
      await screen.findByText('This function is not available for trial accounts'),
    ).toBeVisible();
    expect(locationText()).toBe('/message');
    expect(
      requests.some(
        (url) =>
          url.pathname.endsWith('CBS_unreadCount') || url.pathname.endsWith('InboxUnreadCount'),
      ),
    ).toBe(false);
  });

  it('sends a guest who opens the inbox to log in', async () => {
    const user = userEvent.setup();
    renderCentre({ session: 'guest' });
    await user.click(await screen.findByRole('button', { name: /Inbox/ }));
    expect(locationText()).toBe('/login');
  });

  it('goes home from its back arrow', async () => {
    const user = userEvent.setup();
    renderCentre();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(locationText()).toBe('/home');
  });
});

describe('live chat', () => {
  it('says please wait, launches, and goes to the platform’s chat page 500 ms later', async () => {
    const openers = { openOutside: vi.fn(), goTo: vi.fn() };
    const requests = recordRequests(kit.server);
    const { store } = renderCentre({ openers });
    const chat = await screen.findByRole('button', { name: /Live chat/ });
    const launched = () =>
      Object.values(store.getState().api.mutations).some(
        (call) => call?.endpointName === 'launchChat' && call.status === QueryStatus.fulfilled,
      );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await act(async () => {
      chat.click();
      // The 500 ms count from the launch's answer. Not vi.waitFor: under fake timers it moves the
      // clock on at every check, so that some of them would pass before the test looked.
      while (!launched()) await new Promise((resolve) => setImmediate(resolve));
    });
    expect(screen.getByText('Please wait, connecting to live chat…')).toBeVisible();
    const launch = requests.find((url) => url.pathname.endsWith('CBS_launchChat'));
    expect(launch?.searchParams.get('b2c')).toBe('1');
    expect(launch?.searchParams.get('title')).toBe('Live chat');
    expect(launch?.searchParams.get('backUrl')).toMatch(/\/m\/message$/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_REDIRECT_MS - 1);
    });
    expect(openers.goTo).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() =>
      expect(openers.goTo).toHaveBeenCalledWith(`${GATEWAY}/platform/chat/member-1`),
    );
  });

  it('refuses a chat URL on a foreign host, or not over https', async () => {
    const openers = { openOutside: vi.fn(), goTo: vi.fn() };
    const user = userEvent.setup();
    kit.server.use(
      answer('messages.launchChat', { chatUrl: 'https://evil.example/chat' }, GATEWAY),
    );
    renderCentre({ openers, site: { trustedHosts: ['chat.example.test'] } });
    await user.click(await screen.findByRole('button', { name: /Live chat/ }));
    await waitFor(() => expect(document.body).toHaveTextContent('Please wait'));
    await waitFor(() =>
      expect(screen.queryByText('Please wait, connecting to live chat…')).toBeNull(),
    );
    expect(openers.goTo).not.toHaveBeenCalled();
  });
});
