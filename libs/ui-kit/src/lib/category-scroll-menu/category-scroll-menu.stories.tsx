import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CategoryScrollMenu } from './category-scroll-menu';

const meta = {
  title: 'Navigation/CategoryScrollMenu',
  component: CategoryScrollMenu,
  args: {
    label: 'Lottery',
    allLabel: 'All',
    selectedId: 'ALL',
    onSelect: () => undefined,
    items: [
      { id: 'vietnam_north', displayName: 'Northern Vietnam' },
      { id: 'vietnam_central', labelName: 'Central Vietnam' },
      { id: 'vietnam_southern', displayName: 'Southern Vietnam' },
      { id: 'keno', displayName: 'Keno' },
      { id: 'fast', displayName: 'Fast 3' },
      { id: 'pk10', displayName: 'PK10' },
    ],
  },
  parameters: { i18n: { label: 'common:home.lottery', allLabel: 'games:category.ALL' } },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedId);
    return <CategoryScrollMenu {...args} selectedId={selected} onSelect={setSelected} />;
  },
} satisfies Meta<typeof CategoryScrollMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {};
export const ItemSelected: Story = { args: { selectedId: 'keno' } };
