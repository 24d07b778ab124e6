import { answer, armAttackCanary, ATTACK_PAYLOADS, dangerIn, fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { AtPath, messagesSite, storyOrigin } from '../../__fixtures__/story-screens';
import { NoticePage } from './notice-page';

function Notice() {
  return <AtPath path="/notice" screen={<NoticePage />} />;
}

const meta = {
  title: 'Announcements',
  tags: ['!autodocs'],
  component: Notice,
  parameters: { layout: 'fullscreen', route: '/m/notice', session: 'member', site: messagesSite },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The announcements with their read state; a tap opens one and marks it read at once. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await canvas.findByRole('button', { name: /Maintenance on Tuesday/ });
    await expect(row).toHaveTextContent('Unread');
    await userEvent.click(row);
    await expect(row).toHaveTextContent('Read');
    await expect(canvas.getByText('Short maintenance.')).toBeVisible();
  },
};

/** A guest reads them too; the read state stays on this screen only. */
export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: /Welcome/ })).resolves.toBeVisible();
  },
};

/** Announcements already read. */
export const AllRead: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(
          'content.announcements',
          [{ id: 2, title: 'Maintenance', content: '<p>Done.</p>', type: 'PL', read: true }],
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: /Maintenance/ })).resolves.toHaveTextContent(
      'Read',
    );
  },
};

/** There are none: no_announcement. */
export const Empty: Story = {
  parameters: { msw: { handlers: [answer('content.announcements', [], storyOrigin)] } },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No announcements')).resolves.toBeVisible();
  },
};

/** The gateway has not answered yet. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${storyOrigin}/wps/*`, () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Loading…' })).resolves.toBeVisible();
  },
};

/** The gateway fails: the member can try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        fail('content.announcements', { errorCode: 'http.500', status: 500 }, storyOrigin),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
  },
};

/** Every tenth payload of the attack corpus, one announcement each, for the real browser below. */
const hostile = ATTACK_PAYLOADS.filter((_, index) => index % 10 === 0).map((content, index) => ({
  id: index + 1,
  title: `Attack ${index + 1}`,
  content,
  type: 'PL',
  read: true,
}));
let canary: ReturnType<typeof armAttackCanary> | undefined;

/**
 * Announcements written by an attacker, opened one by one in a real browser, where a script or a
 * handler left behind would run: the canary every payload calls is never called, and nothing
 * dangerous is left in the page.
 */
export const HostileContent: Story = {
  parameters: {
    msw: { handlers: [answer('content.announcements', hostile, storyOrigin)] },
  },
  beforeEach: () => {
    canary = armAttackCanary();
    return () => canary?.disarm();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('button', { name: /^Attack 1(?!\d)/ });
    // One announcement is open at a time: each is opened and checked in turn.
    for (const { id } of hostile) {
      await userEvent.click(
        canvas.getByRole('button', { name: new RegExp(`^Attack ${id}(?!\\d)`) }),
      );
      const content = canvasElement.querySelector(`#announcement-${id} [data-server-html]`);
      await expect(content).not.toBeNull();
      if (!content) continue;
      // Let every picture load or fail, so that any handler it kept would have fired by now.
      await Promise.all(
        Array.from(content.querySelectorAll('img'), (image) =>
          image.decode().catch(() => undefined),
        ),
      );
      await expect(dangerIn(content)).toEqual([]);
    }
    await expect(canary?.calls()).toBe(0);
  },
};
