import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ThemeSwitch } from './theme-switch';

const meta = {
  title: 'Settings/ThemeSwitch',
  component: ThemeSwitch,
  args: { theme: 'dark', onThemeChange: () => undefined, label: 'Dark' },
  parameters: { i18n: { label: 'common:theme.dark' } },
  render: function Render(args) {
    const [theme, setTheme] = useState(args.theme);
    return <ThemeSwitch {...args} theme={theme} onThemeChange={setTheme} />;
  },
} satisfies Meta<typeof ThemeSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Dark: Story = {};
export const Light: Story = { args: { theme: 'light' } };
