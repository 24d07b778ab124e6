import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Empty } from './empty';

const meta = {
  title: 'Feedback/Empty',
  component: Empty,
  args: { title: 'No data' },
  parameters: { i18n: { title: 'common:in_no_data' } },
} satisfies Meta<typeof Empty>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoData: Story = {};
export const NoAnnouncements: Story = {
  args: { title: 'No announcements' },
  parameters: { i18n: { title: 'messages:no_announcement' } },
};
export const WithAction: Story = {
  args: { action: <Button variant="secondary">Refresh</Button> },
};
