import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LanguagePicker } from './language-picker';

const meta = {
  title: 'Settings/LanguagePicker',
  component: LanguagePicker,
  args: { value: 'EN', onChange: () => undefined, label: 'Language', showLabel: true },
  parameters: { i18n: { label: 'common:language.label' } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <LanguagePicker {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof LanguagePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Login: Story = {};
export const Header: Story = { args: { languages: ['EN', 'UR'], showLabel: false } };
/** The login screen's header: sized to leave the bar its margins. */
export const Compact: Story = { args: { showLabel: false, compact: true } };
