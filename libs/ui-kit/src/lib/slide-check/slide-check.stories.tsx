import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SlideCheck } from './slide-check';

const meta = {
  title: 'Forms/SlideCheck',
  component: SlideCheck,
  args: {
    label: 'Slide to verify',
    verifiedLabel: 'Verified',
    tapLabel: 'Tap to verify instead',
    onVerify: () => undefined,
  },
  parameters: {
    i18n: {
      label: 'auth:login.slide_check',
      verifiedLabel: 'auth:login.slide_check_done',
      tapLabel: 'auth:login.slide_check_tap',
    },
  },
} satisfies Meta<typeof SlideCheck>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** Passed with the keyboard: the handle is a slider. */
export const PassedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider').focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
