import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { BottomMenu } from './bottom-menu';

const meta = {
  title: 'Navigation/BottomMenu',
  component: BottomMenu,
  args: {
    label: 'Main menu',
    activeId: 'home',
    items: [
      { id: 'home', label: 'Home', icon: '⌂', href: '/m/home' },
      { id: 'promotion', label: 'Promotions', icon: '★', href: '/m/activity' },
      { id: 'deposit', label: 'Deposit', icon: '＋', href: '/m/voucherCenter' },
      {
        id: 'notice',
        label: 'Announcements',
        icon: '✉',
        href: '/m/notice',
        badge: <Badge count={3} label="unread" />,
      },
      { id: 'member', label: 'Member centre', icon: '☺', href: '/m/member/home' },
    ],
  },
  parameters: { layout: 'fullscreen', i18n: { label: 'common:menu.label' } },
} satisfies Meta<typeof BottomMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const OnDeposit: Story = { args: { activeId: 'deposit' } };
