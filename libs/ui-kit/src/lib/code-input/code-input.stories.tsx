import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeInput } from './code-input';

const meta = {
  title: 'Forms/CodeInput',
  component: CodeInput,
  args: { label: 'Captcha', placeholder: 'Enter the 6 digits', maxLength: 6 },
  parameters: {
    i18n: { label: 'auth:login.captcha', placeholder: 'auth:login.captcha_placeholder' },
  },
} satisfies Meta<typeof CodeInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Captcha: Story = {};
export const SmsCode: Story = {
  args: { label: 'SMS code', maxLength: 10, defaultValue: '1234' },
  parameters: {
    i18n: { label: 'auth:login.sms_code', placeholder: 'auth:login.sms_code_placeholder' },
  },
};
export const Empty: Story = {
  args: { error: 'Please enter the verification code' },
  parameters: {
    i18n: {
      label: 'auth:login.captcha',
      placeholder: 'auth:login.captcha_placeholder',
      error: 'auth:in_vwrite_code',
    },
  },
};
