import type { Meta, StoryObj } from '@storybook/react-vite';
import { Marquee } from './marquee';

const meta = {
  title: 'Display/Marquee',
  component: Marquee,
  args: {
    items: [
      'System maintenance on Monday from 02:00 to 04:00',
      'New Vietnam lottery draws every evening',
      'Weekend deposit bonus: 10% extra',
    ],
    placeholder: 'Welcome! Announcements will appear here.',
    label: 'Announcements',
    onActivate: () => undefined,
    icon: '📢',
  },
  parameters: {
    i18n: { placeholder: 'common:home.notice_placeholder', label: 'common:menu.announcements' },
  },
} satisfies Meta<typeof Marquee>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {};
export const Placeholder: Story = { args: { items: [] } };
