import { answer } from '@mweb/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  recordRequests,
  renderScreen,
  setUpScreenTests,
} from '../../__fixtures__/render-screen';
import { NoticePage } from './notice-page';

const kit = setUpScreenTests();

const renderNotice = (session: 'member' | 'guest' = 'member') =>
  renderScreen(<NoticePage />, { kit, route: '/m/notice', path: '/notice', session });

const MARK_READ = '/wps/relay/CCSFE_markAnnouncementRead';
const LIST = '/wps/relay/CCSFE_getListAnnouncements';

describe('the announcements', () => {
  it('lists banners, player notices and popups of the mobile platform with their read state', async () => {
    const requests = recordRequests(kit.server);
    renderNotice();
    const row = await screen.findByRole('button', { name: /Maintenance on Tuesday/ });
    expect(row).toHaveTextContent('Unread');
    const list = requests.find((url) => url.pathname === LIST);
    expect(list?.searchParams.get('types')).toBe('B,PL,PU');
    expect(list?.searchParams.get('platform')).toBe('M');
  });

  it('opens one on tap, marks it read at once, tells the server once, and reloads the list', async () => {
    const user = userEvent.setup();
    let read = false;
    const marks: unknown[] = [];
    kit.server.use(
      http.post(`${GATEWAY}${MARK_READ}`, async ({ request }) => {
        marks.push(await request.json());
        read = true;
        return HttpResponse.json({ success: true, value: null });
      }),
      http.get(`${GATEWAY}${LIST}`, () =>
        HttpResponse.json({
          success: true,
          value: [{ id: 2, title: 'Maintenance', content: '<p>Short.</p>', type: 'PL', read }],
        }),
      ),
    );
    const requests = recordRequests(kit.server);
    renderNotice();
    const row = await screen.findByRole('button', { name: /Maintenance/ });
    await user.click(row);
    // Read here at once, before the server has answered.
    expect(row).toHaveTextContent('Read');
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Short.')).toBeVisible();
    // A second tap closes it; the announcement is read already, so nothing more is sent.
    await user.click(row);
    await user.click(row);
    await screen.findByText('Short.');
    expect(marks).toEqual([{ announcementId: 2, read: true }]);
    await waitFor(() =>
      expect(requests.filter((url) => url.pathname === LIST).length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByRole('button', { name: /Maintenance/ })).toHaveTextContent('Read');
  });

  it("keeps a guest's read state here without asking the server", async () => {
    const user = userEvent.setup();
    const requests = recordRequests(kit.server);
    renderNotice('guest');
    const row = await screen.findByRole('button', { name: /Welcome/ });
    await user.click(row);
    expect(row).toHaveTextContent('Read');
    expect(requests.some((url) => url.pathname === MARK_READ)).toBe(false);
  });

  it('says so when there are none', async () => {
    kit.server.use(answer('content.announcements', [], GATEWAY));
    renderNotice();
    expect(await screen.findByText('No announcements')).toBeVisible();
  });

  it('renders announcement HTML without its scripts or handlers', async () => {
    const user = userEvent.setup();
    kit.server.use(
      answer(
        'content.announcements',
        [
          {
            id: 9,
            title: 'Hostile',
            type: 'PL',
            read: true,
            content:
              '<p>Hi<img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:alert(1)">x</a></p>',
          },
        ],
        GATEWAY,
      ),
    );
    const { container } = renderNotice();
    await user.click(await screen.findByRole('button', { name: /Hostile/ }));
    expect(await screen.findByText('Hi')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });
});
