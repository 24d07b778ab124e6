import { announcementsFixture, statusFixture } from '@mweb/api-contract/fixtures';
import { answer, gatewayHandlers } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_GATEWAY, renderApp } from './testing/render-app';

// Every place that opens a URL the platform sent goes through the URL policy: a foreign https host
// only after the interstitial, anything ambiguous or scripted never (issue: 36 of 110 followed).
const server = setupServer(...gatewayHandlers(TEST_GATEWAY));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function serveStatus(
  customerService: { csType: string; path: string }[],
  resources = statusFixture.info.resources,
) {
  server.use(
    answer(
      'content.systemStatus',
      { ...statusFixture, info: { ...statusFixture.info, customerService, resources } },
      TEST_GATEWAY,
    ),
  );
}

function serveBanner(linkage: string) {
  const banner = announcementsFixture[0];
  if (!banner) throw new Error('the fixture has a banner');
  server.use(
    answer(
      'content.announcements',
      [{ ...banner, title: 'Hostile banner', linkageType: 'URL', linkage }],
      TEST_GATEWAY,
    ),
  );
}

const spyOnOpen = () => vi.spyOn(window, 'open').mockReturnValue(null);

async function expectRefused(open: ReturnType<typeof spyOnOpen>) {
  expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

describe('redirects from the platform', () => {
  it('asks before a banner takes the player to a foreign host, and opens it only on Continue', async () => {
    const open = spyOnOpen();
    serveBanner('https://evil.example/');
    await renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Hostile banner' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leaving the app' });
    expect(dialog).toHaveTextContent('You are leaving for evil.example.');
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledWith('https://evil.example/', '_blank', 'noopener,noreferrer');
  });

  it.each(['//evil.example/', '/\\evil.example/', 'https:evil.example', ' javascript:alert(1)'])(
    'refuses a banner linking to %j',
    async (linkage) => {
      const open = spyOnOpen();
      serveBanner(linkage);
      await renderApp('/m/home');
      await userEvent.click(await screen.findByRole('button', { name: 'Hostile banner' }));
      await expectRefused(open);
    },
  );

  it('refuses the floating button’s and the quick link’s customer service on a disguised host', async () => {
    const open = spyOnOpen();
    serveStatus([
      { csType: 'CS', path: '/\\evil.example/' },
      { csType: 'LIVECHAT', path: 'http://127.0.0.1.evil.example/' },
    ]);
    await renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    // The quick links show before the customer-service paths are decrypted, which adds the button.
    await userEvent.click(await within(nav).findByRole('button', { name: 'Customer service' }));
    await expectRefused(open);
    const floating = screen
      .getAllByRole('button', { name: 'Customer service' })
      .find((button) => !nav.contains(button));
    await userEvent.click(floating as HTMLElement);
    await expectRefused(open);
  });

  it('shows the platform’s relative chat path as customer service, opened on the platform', async () => {
    const open = spyOnOpen();
    serveStatus([{ csType: 'CS', path: '/platform/chat/3' }]);
    await renderApp('/m/home');
    const buttons = await screen.findAllByRole('button', { name: 'Customer service' });
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `${TEST_GATEWAY}/platform/chat/3`,
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });

  it('asks before the side menu’s messaging link leaves for a foreign host', async () => {
    const open = spyOnOpen();
    serveStatus([
      { csType: 'WHATSAPP', path: 'https://evil.example/wa' },
      { csType: 'LIVECHAT', path: '//evil.example/chat' },
    ]);
    await renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Open side menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Messaging app' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leaving the app' })).toHaveTextContent(
      'You are leaving for evil.example.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a script URL behind the download popup’s Android button', async () => {
    const open = spyOnOpen();
    serveStatus(statusFixture.info.customerService, [
      { resourceType: 'Android', url: 'javascript:alert(document.cookie)' },
    ]);
    await renderApp('/m/home');
    const [headerButton] = await screen.findAllByRole('button', { name: 'Download' });
    await userEvent.click(headerButton as HTMLElement);
    const popup = await screen.findByRole('dialog', { name: 'App download' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Download' }));
    await expectRefused(open);
  });
});
