import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './countdown';

const meta = {
  title: 'Display/Countdown',
  component: Countdown,
  args: { deadline: Date.now() + 3_723_000, label: 'Next draw in' },
  parameters: { i18n: { label: 'lottery:next_draw' } },
} satisfies Meta<typeof Countdown>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Lottery: Story = {};
export const Closed: Story = { args: { closed: true } };
export const Promotion: Story = {
  args: {
    variant: 'dhms',
    label: 'Ends in',
    deadline: Date.now() + ((2 * 24 + 5) * 3600 + 17 * 60) * 1000,
    unitLabels: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  },
  parameters: {
    i18n: {
      label: 'promotions:ends_in',
      'unitLabels.days': 'common:countdown.days',
      'unitLabels.hours': 'common:countdown.hours',
      'unitLabels.minutes': 'common:countdown.minutes',
      'unitLabels.seconds': 'common:countdown.seconds',
    },
  },
};
