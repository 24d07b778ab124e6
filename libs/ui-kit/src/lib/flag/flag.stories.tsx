import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../internal/story-images';
import { Flag } from './flag';

const meta = {
  title: 'Display/Flag',
  component: Flag,
  args: {
    // No network in stories: the CDN address fails and the fallback shows, as it would offline.
    cdn: 'https://cdn.invalid',
    code: 'VN',
    label: 'Vietnam',
    fallbackUrl: placeholderImage('VN', '#c9252b', 40, 30),
  },
} satisfies Meta<typeof Flag>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Rectangle: Story = {};
export const Circle: Story = {
  args: {
    shape: 'CIRCLE',
    fallbackUrl: placeholderImage('TH', '#2d3a8c', 30, 30),
    code: 'TH',
    label: 'Thailand',
  },
};
export const Small: Story = { args: { size: 's' } };
