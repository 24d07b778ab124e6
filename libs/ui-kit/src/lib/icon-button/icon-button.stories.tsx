import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { IconButton } from './icon-button';

const back = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M15 5l-7 7 7 7" />
  </svg>
);

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Back', icon: back, mirrorInRtl: true },
  parameters: { i18n: { label: 'common:header.back' } },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Filled: Story = { args: { variant: 'filled' } };
export const WithBadge: Story = {
  args: { label: 'Message centre', icon: '✉', badge: <Badge count={120} label="unread" /> },
  parameters: { i18n: { label: 'common:title.message_centre' } },
};
