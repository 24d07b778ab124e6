import { answer, fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { AtPath, messagesSite, storyOrigin } from '../../__fixtures__/story-screens';
import { InboxPage } from './inbox-page';

function Inbox() {
  return <AtPath path="/webEmail" screen={<InboxPage />} />;
}

const meta = {
  title: 'Inbox',
  tags: ['!autodocs'],
  component: Inbox,
  parameters: { layout: 'fullscreen', route: '/m/webEmail', session: 'member', site: messagesSite },
} satisfies Meta<typeof Inbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's messages, read and unread, with the unread count. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('button', { name: /Your bonus is ready/ }),
    ).resolves.toHaveTextContent('Unread');
    await expect(canvas.findByRole('status', { name: '3 unread messages' })).resolves.toBeVisible();
  },
};

/** A message opened, with its delete button; delete asks first. */
export const Opened: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Your bonus is ready/ }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Your bonus is ready' });
    await expect(within(dialog).getByRole('link', { name: 'reward centre' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(body.findByRole('alertdialog', { name: 'Notice' })).resolves.toHaveTextContent(
      'Delete this message?',
    );
  },
};

/** More than 99 unread: the badge says 99+. */
export const ManyUnread: Story = {
  parameters: { msw: { handlers: [answer('messages.inboxUnreadCount', 150, storyOrigin)] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('status', { name: '99+ unread messages' }),
    ).resolves.toBeVisible();
  },
};

/** Several pages of messages. */
export const Paged: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(
          'messages.inboxList',
          {
            content: [
              {
                id: 30,
                title: 'Page one message',
                content: '<p>One.</p>',
                read: true,
                createdAt: '2026-11-20T08:00:00.000Z',
              },
            ],
            pageNum: 1,
            totalPages: 3,
          },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('1 / 3')).resolves.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Nothing in the inbox. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        answer('messages.inboxList', { content: [], pageNum: 1, totalPages: 0 }, storyOrigin),
        answer('messages.inboxUnreadCount', 0, storyOrigin),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('Your inbox is empty')).resolves.toBeVisible();
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
      handlers: [fail('messages.inboxList', { errorCode: 'http.500', status: 500 }, storyOrigin)],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
  },
};
