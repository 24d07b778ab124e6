import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Log in' },
  parameters: { i18n: { children: 'auth:login.submit' } },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Register' },
  parameters: { i18n: { children: 'common:header.register' } },
};
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
  parameters: { i18n: { children: 'common:action.cancel' } },
};
export const Danger: Story = {
  args: { variant: 'danger', children: 'Log out' },
  parameters: { i18n: { children: 'common:header.logout' } },
};
export const Small: Story = { args: { size: 's' } };
export const Large: Story = { args: { size: 'l', block: true } };
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Please wait…' },
  parameters: {
    i18n: { children: 'auth:login.submit', loadingLabel: 'common:status.please_wait' },
  },
};
export const Disabled: Story = { args: { disabled: true } };
