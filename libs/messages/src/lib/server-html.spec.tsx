import type { Announcement, InboxMessage } from '@mweb/api-client';
import { answer, armAttackCanary, ATTACK_PAYLOADS, dangerIn } from '@mweb/api-client/testing';
import { SanitizedHtml } from '@mweb/ui-kit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../__fixtures__/render-screen';
import { InboxPage } from './inbox/inbox-page';
import { NoticePage } from './notice/notice-page';

const kit = setUpScreenTests();

/** Events that would run any handler left behind, fired at every element of the content. */
const TRIGGERS = [
  'error',
  'load',
  'focus',
  'mouseover',
  'pointerenter',
  'toggle',
  'animationstart',
];

function provoke(content: Element) {
  for (const element of [content, ...content.querySelectorAll('*')]) {
    for (const type of TRIGGERS) element.dispatchEvent(new Event(type));
  }
}

/** The screens are shown a sample spread over the whole corpus; the sanitiser itself, all of it. */
const SAMPLE = ATTACK_PAYLOADS.filter((_, index) => index % 25 === 0).map((payload, index) => ({
  id: index + 1,
  payload,
}));

/** A row's accessible name starts with its title, `Attack {id}`. */
const rowName = (id: number) => new RegExp(`^Attack ${id}(?!\\d)`);

let canary: ReturnType<typeof armAttackCanary>;
beforeEach(() => {
  canary = armAttackCanary();
});
afterEach(() => {
  canary.disarm();
});

describe('server HTML', () => {
  it('holds a corpus of at least 300 attack payloads', () => {
    expect(ATTACK_PAYLOADS.length).toBeGreaterThanOrEqual(300);
  });

  it('runs none of the corpus and leaves nothing dangerous where the sanitiser renders it', () => {
    const { container } = render(
      <>
        {ATTACK_PAYLOADS.map((payload, index) => (
          <SanitizedHtml key={index} html={payload} />
        ))}
      </>,
    );
    const rendered = container.querySelectorAll('[data-server-html]');
    expect(rendered).toHaveLength(ATTACK_PAYLOADS.length);
    rendered.forEach((content, index) => {
      provoke(content);
      expect(dangerIn(content), ATTACK_PAYLOADS[index]).toEqual([]);
    });
    expect(canary.calls()).toBe(0);
  });

  it('shows announcements through the sanitiser', async () => {
    const announcements: Announcement[] = SAMPLE.map(({ id, payload }) => ({
      id,
      title: `Attack ${id}`,
      content: payload,
      type: 'PL',
      announcementImages: [],
      read: true,
    }));
    kit.server.use(answer('content.announcements', announcements, GATEWAY));
    renderScreen(<NoticePage />, { kit, route: '/m/notice', path: '/notice', session: 'guest' });
    await screen.findByRole('button', { name: rowName(1) });
    for (const { id, payload } of SAMPLE) {
      fireEvent.click(screen.getByRole('button', { name: rowName(id) }));
      const content = document.querySelector(`#announcement-${id} [data-server-html]`);
      expect(content, payload).not.toBeNull();
      if (!content) continue;
      provoke(content);
      expect(dangerIn(content), payload).toEqual([]);
    }
    expect(canary.calls()).toBe(0);
  });

  it('shows inbox messages through the sanitiser', async () => {
    const messages: InboxMessage[] = SAMPLE.map(({ id, payload }) => ({
      id,
      title: `Attack ${id}`,
      content: payload,
      read: true,
      createdAt: '2026-11-01T08:00:00.000Z',
    }));
    kit.server.use(
      answer(
        'messages.inboxList',
        { content: messages, pageNum: 1, totalPages: 1, totalCount: messages.length },
        GATEWAY,
      ),
      answer('messages.inboxUnreadCount', 0, GATEWAY),
    );
    renderScreen(<InboxPage />, { kit, route: '/m/webEmail', path: '/webEmail' });
    await screen.findByRole('button', { name: rowName(1) });
    for (const { id, payload } of SAMPLE) {
      fireEvent.click(screen.getByRole('button', { name: rowName(id) }));
      const dialog = screen.getByRole('dialog', { name: `Attack ${id}` });
      const content = dialog.querySelector('[data-server-html]');
      expect(content, payload).not.toBeNull();
      if (!content) continue;
      provoke(content);
      expect(dangerIn(content), payload).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
    expect(canary.calls()).toBe(0);
  });
});
