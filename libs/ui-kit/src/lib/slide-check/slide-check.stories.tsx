import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SlideCheck, type SlidePuzzle } from './slide-check';

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  )}`;

/** A picture like the platform's: a pattern with a dark gap at 180 px. */
const puzzle: SlidePuzzle = {
  background: svg(
    '<rect width="300" height="150" fill="#466ea0"/><rect x="180" y="50" width="44" height="44" fill="#1e283c"/>',
    300,
    150,
  ),
  piece: svg('<rect width="44" height="44" fill="#f0f0f0" stroke="#1e283c"/>', 44, 44),
  width: 300,
  height: 150,
  pieceSize: 44,
  pieceY: 50,
};

const meta = {
  title: 'Forms/SlideCheck',
  component: SlideCheck,
  args: {
    puzzle,
    label: 'Slide to verify',
    verifiedLabel: 'Verified',
    tapLabel: 'Tap to verify instead',
    tapHint: 'Tap where the piece fits',
    onVerify: () => undefined,
  },
  parameters: {
    i18n: {
      label: 'auth:login.slide_check',
      verifiedLabel: 'auth:login.slide_check_done',
      tapLabel: 'auth:login.slide_check_tap',
      tapHint: 'auth:login.slide_check_tap_hint',
    },
  },
} satisfies Meta<typeof SlideCheck>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** Answered with the keyboard: the handle is a slider, Enter drops the piece. */
export const PassedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider').focus();
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{Enter}');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

/** The tap alternative: the picture waits for a tap on the gap. */
export const TapAlternative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tap to verify instead' }));
    await expect(canvas.getByRole('button', { name: 'Tap where the piece fits' })).toBeVisible();
  },
};
