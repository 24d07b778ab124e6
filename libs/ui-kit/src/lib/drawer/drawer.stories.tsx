import type { Meta, StoryObj } from '@storybook/react-vite';
import { Drawer } from './drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    open: true,
    onClose: () => undefined,
    label: 'Open side menu',
    children: (
      <nav style={{ display: 'grid', gap: '0.2rem', padding: '0.32rem' }}>
        <a href="#deposit">Deposit</a>
        <a href="#withdraw">Withdraw</a>
        <a href="#record">Betting record</a>
      </nav>
    ),
  },
  parameters: { layout: 'fullscreen', i18n: { label: 'common:header.menu' } },
} satisfies Meta<typeof Drawer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FromEnd: Story = {};
export const FromStart: Story = { args: { side: 'start' } };
