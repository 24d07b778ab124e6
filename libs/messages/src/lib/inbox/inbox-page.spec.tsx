import { messagesApi, type InboxMessage } from '@mweb/api-client';
import { answer } from '@mweb/api-client/testing';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { InboxPage } from './inbox-page';

const kit = setUpScreenTests();

// The transport throttles the unread count to one call per 250 ms (SPEC.md section 9): each test
// starts on a clock ten seconds past the last one's, so it never shares an answer with another.
let clock = Date.now();
beforeEach(() => {
  clock += 10_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterEach(() => {
  vi.useRealTimers();
});

const renderInbox = () =>
  renderScreen(<InboxPage />, { kit, route: '/m/webEmail', path: '/webEmail' });

/** An inbox on the mocked gateway that reads, deletes and counts as the platform does. */
function serveInbox(messages: InboxMessage[]) {
  const inbox = messages.map((message) => ({ ...message }));
  kit.server.use(
    http.get(`${GATEWAY}/wps/relay/EMFE_getInboxList`, () =>
      HttpResponse.json({
        success: true,
        value: { content: inbox, pageNum: 1, totalPages: 1, totalCount: inbox.length },
      }),
    ),
    http.get(`${GATEWAY}/wps/relay/EMFE_getInboxUnreadCount`, () =>
      HttpResponse.json({ success: true, value: inbox.filter((message) => !message.read).length }),
    ),
    http.post(`${GATEWAY}/wps/relay/EMFE_markInboxRead`, async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      for (const message of inbox) if (message.id === id) message.read = true;
      return HttpResponse.json({ success: true, value: null });
    }),
    http.delete(`${GATEWAY}/wps/relay/EMFE_deleteInbox`, async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      inbox.splice(
        inbox.findIndex((message) => message.id === id),
        1,
      );
      return HttpResponse.json({ success: true, value: null });
    }),
  );
}

const message = (id: number, read: boolean): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: `<p>Body ${id}</p>`,
  read,
  createdAt: '2026-11-20T08:00:00.000Z',
});

describe('the inbox', () => {
  it('opening an unread message lowers the unread badge', async () => {
    const user = userEvent.setup();
    serveInbox([message(2, false), message(1, false)]);
    renderInbox();
    expect(await screen.findByRole('status', { name: '2 unread messages' })).toBeVisible();
    // Past the count's 250 ms throttle, so that the read message's recount is a new call.
    vi.setSystemTime(Date.now() + 300);
    await user.click(screen.getByRole('button', { name: /Message 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Message 2' });
    expect(within(dialog).getByText('Body 2')).toBeVisible();
    expect(await screen.findByRole('status', { name: '1 unread messages' })).toBeVisible();
  });

  it('deletes a message only after confirmation', async () => {
    const user = userEvent.setup();
    serveInbox([message(2, true), message(1, true)]);
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Message 2/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Notice' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: /Message 2/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Message 2/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Message deleted')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Message 2/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /Message 1/ })).toBeInTheDocument();
  });

  it('shows 99+ above 99 unread', async () => {
    kit.server.use(answer('messages.inboxUnreadCount', 100, GATEWAY));
    renderInbox();
    expect(await screen.findByRole('status', { name: '99+ unread messages' })).toBeVisible();
  });

  it('asks for the unread count at most once per 250 ms', async () => {
    let asked = 0;
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/EMFE_getInboxUnreadCount`, () => {
        asked += 1;
        return HttpResponse.json({ success: true, value: asked });
      }),
    );
    const { store } = renderInbox();
    expect(await screen.findByRole('status', { name: '1 unread messages' })).toBeVisible();
    // Another part of the screen asking again within the window gets the same answer, no call.
    const askAgain = () =>
      store.dispatch(
        messagesApi.endpoints.inboxUnreadCount.initiate(undefined, { forceRefetch: true }),
      );
    vi.setSystemTime(Date.now() + 100);
    await askAgain();
    expect(asked).toBe(1);
    expect(screen.getByRole('status', { name: '1 unread messages' })).toBeVisible();
    vi.setSystemTime(Date.now() + 250);
    await askAgain();
    expect(await screen.findByRole('status', { name: '2 unread messages' })).toBeVisible();
    expect(asked).toBe(2);
  });

  it('shows a message whose date is no date with --, and the rest of the list', async () => {
    serveInbox([{ ...message(2, false), createdAt: 'not a date' }, message(1, true)]);
    renderInbox();
    const row = await screen.findByRole('button', { name: /Message 2/ });
    expect(within(row).getByText('--')).toBeVisible();
    expect(screen.getByRole('button', { name: /Message 1/ })).toBeVisible();
  });

  it('says so when the inbox is empty', async () => {
    serveInbox([]);
    renderInbox();
    expect(await screen.findByText('Your inbox is empty')).toBeVisible();
  });
});
