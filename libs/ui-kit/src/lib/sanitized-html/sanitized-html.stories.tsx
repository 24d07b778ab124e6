import type { Meta, StoryObj } from '@storybook/react-vite';
import { SanitizedHtml } from './sanitized-html';

const meta = {
  title: 'Display/SanitizedHtml',
  component: SanitizedHtml,
  args: {
    html: '<h3 style="font-size: 36px; margin: 0 0 16px">Weekend bonus</h3><p style="font-size: 28px">Deposit on Saturday and get <b>10%</b> extra.</p><p><a href="https://example.com/terms">Terms</a></p><script>alert(1)</script>',
    onLinkClick: () => undefined,
  },
} satisfies Meta<typeof SanitizedHtml>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Promotion: Story = {};
export const Unsafe: Story = {
  args: {
    html: '<p onclick="alert(1)">Only this text stays.</p><img src="x" onerror="alert(1)" alt="">',
  },
};
