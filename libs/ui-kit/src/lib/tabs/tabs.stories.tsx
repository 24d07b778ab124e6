import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { Badge } from '../badge/badge';
import { Tabs } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Log in with',
    selectedId: 'username',
    onSelect: () => undefined,
    items: [
      { id: 'username', label: 'Username' },
      { id: 'mobile', label: 'Mobile number' },
    ],
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedId);
    return <Tabs {...args} selectedId={selected} onSelect={setSelected} />;
  },
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LoginMode: Story = {
  args: { children: 'Username form' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('tab');
    if (!first || !second) throw new Error('two tabs expected');
    first.focus();
    // The arrow that moves forward depends on the writing direction.
    await userEvent.keyboard(
      document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}',
    );
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveFocus();
  },
  parameters: {
    i18n: {
      label: 'auth:login.mode',
      'items.0.label': 'auth:login.mode_username',
      'items.1.label': 'auth:login.mode_mobile',
    },
  },
};
export const ScrollingCategories: Story = {
  args: {
    label: 'Game categories',
    layout: 'scroll',
    selectedId: 'HOT',
    items: ['HOT', 'FAV', 'RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT', 'BINGO', 'PROMO'].map((id) => ({
      id,
      label: id,
      badge: id === 'PROMO' ? <Badge count={3} label="new" /> : undefined,
    })),
  },
  parameters: {
    i18n: {
      label: 'games:categories',
      ...Object.fromEntries(
        ['HOT', 'FAV', 'RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT', 'BINGO', 'PROMO'].map((id, index) => [
          `items.${index}.label`,
          `games:category.${id}`,
        ]),
      ),
    },
  },
};
