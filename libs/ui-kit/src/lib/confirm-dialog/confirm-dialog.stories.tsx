import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Notice',
    message: 'Are you sure you want to log out?',
    confirmLabel: 'Confirm',
    cancelLabel: 'Cancel',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  parameters: {
    layout: 'fullscreen',
    i18n: {
      title: 'common:notice',
      message: 'common:logout_confirm',
      confirmLabel: 'common:action.confirm',
      cancelLabel: 'common:action.cancel',
      busyLabel: 'common:status.please_wait',
    },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Logout: Story = {};
export const Busy: Story = { args: { busy: true } };
export const ConfirmOnly: Story = {
  args: { cancelLabel: undefined, message: 'Change saved' },
  parameters: {
    i18n: {
      title: 'common:notice',
      message: 'auth:change_password.saved',
      confirmLabel: 'common:action.ok',
    },
  },
};
export const Danger: Story = { args: { tone: 'danger' } };
