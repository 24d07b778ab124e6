import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALL_CATEGORY, CategoryScrollMenu } from './category-scroll-menu';

const items = [
  { id: 'north', displayName: 'Northern Vietnam', labelName: 'VN-N' },
  { id: 'central', displayName: '', labelName: 'Central Vietnam' },
  { id: 'keno', labelName: null },
];

describe('CategoryScrollMenu', () => {
  it('puts All first, then displayName, else labelName', () => {
    render(
      <CategoryScrollMenu
        items={items}
        allLabel="All"
        selectedId={ALL_CATEGORY}
        onSelect={() => undefined}
        label="Lotteries"
      />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Northern Vietnam',
      'Central Vietnam',
      'keno',
    ]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports the chosen category', async () => {
    const onSelect = vi.fn();
    render(
      <CategoryScrollMenu
        items={items}
        allLabel="All"
        selectedId="ALL"
        onSelect={onSelect}
        label="Lotteries"
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Central Vietnam' }));
    expect(onSelect).toHaveBeenCalledWith('central');
  });
});
