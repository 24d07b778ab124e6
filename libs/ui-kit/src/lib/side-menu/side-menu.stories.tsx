import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SideMenu } from './side-menu';

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  args: {
    label: 'Game categories',
    selectedId: 'HOT',
    onSelect: () => undefined,
    items: [
      { id: 'HOT', label: 'Hot', icon: '🔥' },
      { id: 'FAV', label: 'Favourites', icon: '★' },
      { id: 'RNG', label: 'Slots', icon: '🎰' },
      { id: 'BINGO', label: 'Bingo', icon: '◎' },
      { id: 'FISH', label: 'Fishing', icon: '🐟' },
      { id: 'LIVE', label: 'Live casino', icon: '🎲' },
      { id: 'PVP', label: 'Poker', icon: '♠' },
      { id: 'ELOTT', label: 'Lottery', icon: '🎱' },
    ],
  },
  parameters: {
    i18n: {
      label: 'games:categories',
      ...Object.fromEntries(
        ['HOT', 'FAV', 'RNG', 'BINGO', 'FISH', 'LIVE', 'PVP', 'ELOTT'].map((id, index) => [
          `items.${index}.label`,
          `games:category.${id}`,
        ]),
      ),
    },
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedId);
    return <SideMenu {...args} selectedId={selected} onSelect={setSelected} />;
  },
} satisfies Meta<typeof SideMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LotterySelected: Story = { args: { selectedId: 'ELOTT' } };
