import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: 'Username', placeholder: 'Enter your username' },
  parameters: {
    i18n: { label: 'auth:login.username', placeholder: 'auth:login.username_placeholder' },
  },
} satisfies Meta<typeof Input>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'demo_player' } };
export const WithHint: Story = {
  args: { hint: 'At most 20 characters' },
};
export const WithError: Story = {
  args: { label: 'Invitation code', defaultValue: 'XX', error: 'Invalid invitation code' },
  parameters: {
    i18n: { label: 'auth:register.affiliate_code', error: 'auth:invitation_code_error' },
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'demo_player' } };
