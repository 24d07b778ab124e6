import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { count: 7, label: 'Unclaimed rewards' },
  parameters: { i18n: { label: 'promotions:unclaimed' } },
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Shows 99+. */
export const Overflow: Story = { args: { count: 120 } };
/** Renders nothing. */
export const Empty: Story = { args: { count: 0 } };
