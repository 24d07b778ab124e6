import { ROUTES } from '@mweb/api-contract/testing';
import { statusFixture } from '@mweb/api-contract/fixtures';
import { sessionExpired, sessionStarted } from '@mweb/api-client/session';
import { answer, gatewayHandlers, testSession } from '@mweb/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY, renderApp } from './testing/render-app';

const server = setupServer(...gatewayHandlers(TEST_GATEWAY));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.documentElement.removeAttribute('data-theme');
});
afterAll(() => server.close());

describe('the route table', () => {
  it.each(['/m', '/m/', '/m/home', '/m/index', '/m/index.html'])(
    'shows the home page at %s',
    async (url) => {
      const { router } = await renderApp(url);
      expect(await screen.findByRole('main', { name: 'mweb' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/m/home');
    },
  );

  it('sends an unknown path to home', async () => {
    const { router } = await renderApp('/m/no/such/screen?x=1');
    expect(await screen.findByRole('main', { name: 'mweb' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/home');
  });
});

describe('the home layout', () => {
  it('has the home header with the logo and the bottom menu, and no link to a screen that does not exist', async () => {
    await renderApp('/m/home');
    expect(await screen.findByRole('banner')).toHaveTextContent('mweb');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const links = Array.from(menu.querySelectorAll('a'), (link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Home', '/m/home'],
      ['Promotions', '/m/activity'],
      ['Deposit', '/m/voucherCenter'],
      ['Log in', '/m/login'],
      ['Member centre', '/m/member/home'],
    ]);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });
});

describe('the home sections', () => {
  it('shows the home banners, the announcement titles and the customer-service links', async () => {
    await renderApp('/m/home');
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    // The button shows once the customer-service paths are decrypted, after the quick links.
    expect(
      await within(nav).findByRole('button', { name: 'Customer service' }),
    ).toBeInTheDocument();
    // The quick link and the floating button.
    expect(screen.getAllByRole('button', { name: 'Customer service' })).toHaveLength(2);
    // The marquee shows its placeholder until the announcements' answer has rendered.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Announcements/ })).toHaveTextContent(
        /Maintenance on Tuesday 02:00-03:00/,
      ),
    );
  });
});

describe('the app download', () => {
  it('opens the download popup with the Android download and the iOS guide from the header and the bar', async () => {
    await renderApp('/m/home');
    const [headerButton, barButton] = await screen.findAllByRole('button', { name: 'Download' });
    expect(barButton).toBeDefined();
    await userEvent.click(headerButton as HTMLElement);
    const popup = await screen.findByRole('dialog', { name: 'App download' });
    expect(popup).toHaveTextContent('Tap Download and open the file when it finishes.');
    expect(popup).toHaveTextContent('Choose Add to Home Screen.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'App download' })).not.toBeInTheDocument(),
    );
  });

  it('hides the download bar for good once closed', async () => {
    const { areas } = await renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the download bar' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Hide the download bar' }),
      ).not.toBeInTheDocument(),
    );
    expect(areas.local?.getItem('hideDownloadBar')).toBe('true');
  });
});

describe('the sidebar', () => {
  it('opens from the header with the configured live chat and messaging links, takes the focus in, closes with Escape and gives the focus back to its button', async () => {
    await renderApp('/m/home');
    const opener = await screen.findByRole('button', { name: 'Open side menu' });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Messaging app' })).toBeInTheDocument();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    expect(opener).toHaveFocus();
  });
});

describe('the status gate', () => {
  it('shows the maintenance page when the platform is under maintenance', async () => {
    server.use(
      answer(
        ROUTES['content.systemStatus'],
        {
          ...statusFixture,
          maintenance: { enabled: true, content: { data: { endTime: '2026-11-22T06:00:00Z' } } },
        },
        TEST_GATEWAY,
      ),
    );
    await renderApp('/m/home');
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByText(/Expected back by/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('shows the IP-restriction page with the caller’s address when only the region is restricted', async () => {
    server.use(
      answer(
        ROUTES['content.systemStatus'],
        { ...statusFixture, regionRestriction: { enabled: true } },
        TEST_GATEWAY,
      ),
    );
    await renderApp('/m/home');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText(/203\.0\.113\.10/)).toBeInTheDocument();
  });
});

describe('preferences', () => {
  it('starts dark, and the theme switch changes and stores it', async () => {
    const { areas } = await renderApp('/m/home');
    await waitFor(() => expect(document.documentElement.dataset['theme']).toBe('dark'));
    await userEvent.click(await screen.findByRole('button', { name: 'Open side menu' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Theme' }));
    await waitFor(() => expect(document.documentElement.dataset['theme']).toBe('light'));
    expect(areas.local?.getItem('theme')).toBe('"light"');
  });

  it('switches to Urdu, right to left, and back', async () => {
    await renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: /Switch language: اردو/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ur');
    await userEvent.click(await screen.findByRole('button', { name: /English/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });

  it("steps through the brand's own header languages when its configuration names them", async () => {
    await renderApp('/m/home', undefined, {
      languages: { login: ['EN'], header: ['EN', 'JA', 'AR'], member: ['EN', 'JA', 'AR'] },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Switch language: 日本語/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    await userEvent.click(await screen.findByRole('button', { name: /العربية/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    await userEvent.click(await screen.findByRole('button', { name: /English/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});

describe('cross-cutting effects', () => {
  it('tells the member the session ended and takes them home when it expires', async () => {
    const { store, router } = await renderApp('/m/home');
    act(() => {
      store.dispatch(sessionStarted(testSession({ token: 't' })));
    });
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(
      await screen.findByText('The account has been logged out, please log in again'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/home');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows a logged-in member’s balance as a whole number, nickname and VIP label', async () => {
    const { store } = await renderApp('/m/home');
    act(() => {
      store.dispatch(sessionStarted(testSession({ token: 't' })));
    });
    // The header's, not the member section's further down, which shows the nickname too.
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('12,345')).toBeInTheDocument();
    expect(await within(header).findByText('Lucky Lin')).toBeInTheDocument();
    expect(within(header).getByText('VIP 3')).toBeInTheDocument();
  });
});

describe('the bottom menu', () => {
  const withReferral = (enabled: '1' | '0') =>
    answer(
      ROUTES['content.systemStatus'],
      {
        ...statusFixture,
        info: {
          ...statusFixture.info,
          whitelabel: [...statusFixture.info.whitelabel, { modId: 'REFERRAL', enabled }],
        },
      },
      TEST_GATEWAY,
    );

  it.each([
    ['1', true],
    ['0', false],
  ] as const)(
    'offers a type-0 member invite friends only while REFERRAL is on (REFERRAL %s)',
    async (enabled, offered) => {
      server.use(withReferral(enabled));
      const { store } = await renderApp('/m/home');
      act(() => {
        store.dispatch(sessionStarted(testSession({ token: 't', type: 0 })));
      });
      await waitFor(() => expect(store.getState().site.flags['REFERRAL']).toBe(enabled === '1'));
      const menu = screen.getByRole('navigation', { name: 'Main menu' });
      expect(within(menu).queryByRole('link', { name: 'Affiliate code' }) !== null).toBe(offered);
    },
  );

  const unreadAnnouncements = (count: number) =>
    answer(
      ROUTES['content.announcementUnreadCount'],
      { announcementUnreadCount: count },
      TEST_GATEWAY,
    );

  it.each([
    [3, '3 unread'],
    [100, '99+ unread'],
  ] as const)(
    'counts unread announcements on the fourth entry of types 1 and 2 (%i)',
    async (count, name) => {
      server.use(unreadAnnouncements(count));
      const { store } = await renderApp('/m/home');
      act(() => {
        store.dispatch(sessionStarted(testSession({ token: 't', type: 1 })));
      });
      const menu = screen.getByRole('navigation', { name: 'Main menu' });
      const entry = await within(menu).findByRole('link', { name: /Announcements/ });
      expect(await within(entry).findByRole('status', { name })).toBeVisible();
    },
  );

  it('shows no count where the fourth entry is not announcements', async () => {
    server.use(unreadAnnouncements(3));
    const { store } = await renderApp('/m/home');
    act(() => {
      store.dispatch(sessionStarted(testSession({ token: 't', type: 0 })));
    });
    await waitFor(() => expect(store.getState().session.token).toBe('t'));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: /Announcements/ })).toBeNull();
    expect(within(menu).queryByRole('status')).toBeNull();
    const asked = Object.keys(store.getState().api.queries).some((key) =>
      key.startsWith('announcementUnreadCount'),
    );
    expect(asked).toBe(false);
  });
});
