import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: {
    label: 'Password',
    placeholder: 'Enter your password',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
  },
  parameters: {
    i18n: {
      label: 'auth:login.password',
      placeholder: 'auth:login.password_placeholder',
      showPasswordLabel: 'common:action.show_password',
      hidePasswordLabel: 'common:action.hide_password',
    },
  },
} satisfies Meta<typeof PasswordInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { defaultValue: 's3cret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByDisplayValue('s3cret');
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { pressed: false }));
    await expect(field).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { pressed: true }));
    await expect(field).toHaveAttribute('type', 'password');
  },
};
export const Visible: Story = { args: { defaultValue: 's3cret', defaultVisible: true } };
export const WithError: Story = {
  args: { error: 'Incorrect password' },
  parameters: {
    i18n: {
      label: 'auth:register.confirm_password',
      error: 'auth:in_incorrect_password',
      showPasswordLabel: 'common:action.show_password',
      hidePasswordLabel: 'common:action.hide_password',
    },
  },
};
