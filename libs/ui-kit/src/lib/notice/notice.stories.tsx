import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button';
import { NoticeProvider, useNotice } from './notice';

interface DemoProps {
  /** The text the demo shows. */
  text: string;
  /** Which notice the button shows. */
  kind: 'loading' | 'success' | 'fail' | 'info';
  /** The button's text. */
  buttonLabel: string;
  /** Show the notice as soon as the story renders. */
  showOnMount?: boolean;
}

function Demo({ text, kind, buttonLabel, showOnMount = true }: DemoProps) {
  const notice = useNotice();
  useEffect(() => {
    if (showOnMount) notice[kind](text, { duration: Number.POSITIVE_INFINITY });
  }, [notice, kind, text, showOnMount]);
  return <Button onClick={() => notice[kind](text)}>{buttonLabel}</Button>;
}

const meta = {
  title: 'Feedback/Notice',
  component: Demo,
  args: { text: 'Changes saved', kind: 'success', buttonLabel: 'Save' },
  decorators: [
    (Story) => (
      <NoticeProvider>
        <Story />
      </NoticeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    i18n: { text: 'common:changes_saved', buttonLabel: 'common:action.save' },
  },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Loading: Story = {
  args: { kind: 'loading', text: 'Please wait…' },
  parameters: { i18n: { text: 'common:status.please_wait', buttonLabel: 'common:action.save' } },
};
export const Fail: Story = {
  args: { kind: 'fail', text: 'Invalid invitation code' },
  parameters: { i18n: { text: 'auth:invitation_code_error', buttonLabel: 'common:action.submit' } },
};
export const Info: Story = {
  args: { kind: 'info', text: 'Please log in first' },
  parameters: { i18n: { text: 'common:in_logged_login', buttonLabel: 'common:action.ok' } },
};
