import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { label: 'Loading…' },
  parameters: { i18n: { label: 'common:status.loading' } },
} satisfies Meta<typeof Skeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Tiles: Story = { args: { shape: 'tiles', count: 6 } };
export const Chip: Story = { args: { shape: 'chip' } };
export const Banner: Story = { args: { shape: 'banner' } };
