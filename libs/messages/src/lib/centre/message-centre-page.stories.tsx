import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AtPath, messagesSite } from '../../__fixtures__/story-screens';
import { MessageCentrePage } from './message-centre-page';

function MessageCentre() {
  return <AtPath path="/message" screen={<MessageCentrePage />} />;
}

const serviceLinks = {
  customerService: [
    { csType: 'WHATSAPP', url: 'https://wa.example.test/15550100' },
    { csType: 'CS', url: 'https://help.example.test/cs' },
  ],
};

const meta = {
  title: 'Message centre',
  tags: ['!autodocs'],
  component: MessageCentre,
  parameters: {
    layout: 'fullscreen',
    route: '/m/message',
    session: 'member',
    site: { ...messagesSite, ...serviceLinks },
  },
} satisfies Meta<typeof MessageCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's rows with their unread badges (the chat's 120 shows as 99+). */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: '3 unread' })).resolves.toBeVisible();
    await expect(canvas.findByRole('status', { name: '99+ unread' })).resolves.toBeVisible();
    await expect(canvas.getByRole('button', { name: /Live chat/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Customer service' })).toBeVisible();
  },
};

/** An agent sees affiliate service where a player sees customer service. */
export const Agent: Story = {
  parameters: { session: { userName: 'agent01', type: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Affiliate service' })).resolves.toBeVisible();
  },
};

/** A guest sees the rows without badges; the inbox asks to log in. */
export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Inbox/ }));
    await expect(canvas.findByText('Went to /login')).resolves.toBeVisible();
  },
};

/** A trial account is refused the inbox with free_reject. */
export const Trial: Story = {
  parameters: { session: 'trial' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Inbox/ }));
    await expect(
      within(document.body).findByText('This function is not available for trial accounts'),
    ).resolves.toBeInTheDocument();
    await expect(canvas.queryByText(/Went to/)).toBeNull();
  },
};
