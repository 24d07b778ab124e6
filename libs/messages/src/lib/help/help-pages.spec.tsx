import { selectLeaveConfirmation } from '@mweb/api-client/leaving';
import { answer, fail, gatewayHandlers, renderWithProviders } from '@mweb/api-client/testing';
import { createI18n } from '@mweb/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HelpCentrePage, HelpDetailPage } from './help-pages';

const GATEWAY = 'http://gateway.test';
const server = setupServer(...gatewayHandlers(GATEWAY));
let i18n: I18n;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  i18n = await createI18n({ documentElement: null, namespaces: ['common', 'errors', 'messages'] });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/help" element={<HelpCentrePage />} />
      <Route path="/helpDetail" element={<HelpDetailPage />} />
      <Route path="*" element={null} />
    </Routes>,
    {
      route,
      site: { gatewayOrigin: GATEWAY },
      wrapTranslations: (children) => (
        <I18nextProvider i18n={i18n}>
          {children}
          <Where />
        </I18nextProvider>
      ),
    },
  );
}

describe('the help centre', () => {
  it('lists the articles with their numbered items, and opens one on tap', async () => {
    renderAt('/m/help');
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Which channels can I use?' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/helpDetail?p=0&c=1',
    );
  });

  it('numbers the items once, when the operator has numbered their titles too', async () => {
    server.use(
      answer(
        'content.helpCenter',
        [
          {
            title: 'User agreement',
            children: [
              { title: '1. Who may play', content: '<p>Adults only.</p>' },
              { title: '2) Your account', content: '<p>Keep it secret.</p>' },
              { title: '3 card poker', content: '<p>A game, not a number.</p>' },
            ],
          },
        ],
        GATEWAY,
      ),
    );
    renderAt('/m/help');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Who may play',
      'Your account',
      '3 card poker',
    ]);
  });

  it('says so when there are no articles', async () => {
    server.use(answer('content.helpCenter', [], GATEWAY));
    renderAt('/m/help');
    expect(await screen.findByText('No help articles yet')).toBeInTheDocument();
  });

  it('offers a retry when the articles cannot be loaded', async () => {
    server.use(fail('content.helpCenter', { errorCode: 'http.500', status: 500 }, GATEWAY));
    renderAt('/m/help');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a help item', () => {
  it('is restored from the query when opened directly, its HTML sanitised', async () => {
    renderAt('/m/helpDetail?p=1&c=0');
    expect(
      await screen.findByRole('heading', { name: 'I forgot my password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reset it by SMS.')).toBeInTheDocument();
  });

  it('falls back to the list for a link the articles no longer have', async () => {
    renderAt('/m/helpDetail?p=9&c=9');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Help centre' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/help');
  });

  it('opens links in its content only through the URL policy, and covers nothing outside itself', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(
      answer(
        'content.helpCenter',
        [
          {
            title: 'Deposits',
            children: [
              {
                title: 'Hostile item',
                content:
                  '<p style="position:fixed;inset:0;z-index:99999;color:red">Cover</p>' +
                  '<a href="https://evil.example/">Win</a> <a href=" javascript:alert(1)">Run</a>',
              },
            ],
          },
        ],
        GATEWAY,
      ),
    );
    const { store } = renderAt('/m/helpDetail?p=0&c=0');
    const cover = await screen.findByText('Cover');
    expect(cover.getAttribute('style')).not.toMatch(/position|z-index|inset/);
    await userEvent.click(screen.getByRole('link', { name: 'Win' }));
    await waitFor(() =>
      expect(selectLeaveConfirmation(store.getState())).toEqual({
        href: 'https://evil.example/',
        host: 'evil.example',
      }),
    );
    await userEvent.click(screen.getByText('Run'));
    expect(open).not.toHaveBeenCalled();
  });
});
