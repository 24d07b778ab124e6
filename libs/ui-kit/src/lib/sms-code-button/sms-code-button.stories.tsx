import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SmsCodeButton } from './sms-code-button';

const meta = {
  title: 'Forms/SmsCodeButton',
  component: SmsCodeButton,
  args: { label: 'Get code', onRequest: () => undefined },
  parameters: { i18n: { label: 'auth:login.get_code' } },
  render: function Render(args) {
    const [expiresAt, setExpiresAt] = useState(args.expiresAt);
    return (
      <SmsCodeButton
        {...args}
        expiresAt={expiresAt}
        formatSeconds={(seconds) => `${seconds} s`}
        onRequest={() => setExpiresAt(Date.now() + 60_000)}
      />
    );
  },
} satisfies Meta<typeof SmsCodeButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Counting: Story = { args: { expiresAt: Date.now() + 45_000 } };
