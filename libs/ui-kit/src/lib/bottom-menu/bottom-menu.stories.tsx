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
      { id: 'deposit', label: 'Deposit', icon: '+', href: '/m/voucherCenter' },
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
  parameters: {
    layout: 'fullscreen',
    i18n: {
      label: 'common:menu.label',
      'items.0.label': 'common:menu.home',
      'items.1.label': 'common:menu.promotion',
      'items.2.label': 'common:menu.deposit',
      'items.3.label': 'common:menu.announcements',
      'items.4.label': 'common:menu.member_centre',
    },
  },
} satisfies Meta<typeof BottomMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const OnDeposit: Story = { args: { activeId: 'deposit' } };
