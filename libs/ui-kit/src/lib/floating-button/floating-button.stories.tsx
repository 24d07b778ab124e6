import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { FloatingButton } from './floating-button';

const meta = {
  title: 'Actions/FloatingButton',
  component: FloatingButton,
  args: { label: 'Customer service', icon: '☎', onClick: () => undefined, aboveBottomMenu: false },
  parameters: { layout: 'fullscreen', i18n: { label: 'common:floating.customer_service' } },
} satisfies Meta<typeof FloatingButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CustomerService: Story = {};
export const WithBadge: Story = { args: { badge: <Badge count={2} label="unread" /> } };
