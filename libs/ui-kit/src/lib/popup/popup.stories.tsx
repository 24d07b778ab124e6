import type { Meta, StoryObj } from '@storybook/react-vite';
import { Popup } from './popup';

const meta = {
  title: 'Overlays/Popup',
  component: Popup,
  args: {
    open: true,
    onClose: () => undefined,
    closeLabel: 'Close',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    items: [
      {
        id: 'a',
        title: 'Weekend bonus',
        html: '<p style="font-size: 28px">Deposit on Saturday and get <b>10%</b> extra.</p>',
      },
      { id: 'b', title: 'New slots', html: '<p>Three new slot games this week.</p>' },
    ],
    primaryAction: { label: 'Go to activity', onClick: () => undefined },
    secondaryAction: { label: 'I know', onClick: () => undefined },
  },
  parameters: {
    layout: 'fullscreen',
    i18n: {
      closeLabel: 'promotions:popup.close',
      previousLabel: 'promotions:popup.previous',
      nextLabel: 'promotions:popup.next',
      'primaryAction.label': 'promotions:popup.go_to_activity',
      'secondaryAction.label': 'promotions:popup.i_know',
    },
  },
} satisfies Meta<typeof Popup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Paginated: Story = {};
export const Single: Story = {
  args: {
    items: [{ id: 'a', title: 'Notice', html: '<p>Maintenance on Monday 02:00 to 04:00.</p>' }],
  },
};
