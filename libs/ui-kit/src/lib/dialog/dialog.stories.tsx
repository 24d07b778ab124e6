import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: () => undefined,
    title: 'Notice',
    closeLabel: 'Close',
    children: 'Please use Safari for download App.',
  },
  parameters: {
    layout: 'fullscreen',
    i18n: {
      title: 'common:notice',
      closeLabel: 'common:action.close',
      children: 'common:app_download_safari_required',
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithFooter: Story = { args: { footer: <Button>OK</Button> } };
export const Closed: Story = { args: { open: false } };

/** Focus moves in (in the frame after opening), and Escape asks to close. */
export const EscapeCloses: Story = {
  args: { onClose: fn() },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
