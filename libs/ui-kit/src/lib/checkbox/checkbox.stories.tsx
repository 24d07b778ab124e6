import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember password' },
  parameters: { i18n: { label: 'auth:login.remember_password' } },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = {
  args: { defaultChecked: true, label: 'I am of legal age and accept the user agreement' },
  parameters: { i18n: { label: 'auth:register.agreement' } },
};
export const Disabled: Story = { args: { disabled: true } };
