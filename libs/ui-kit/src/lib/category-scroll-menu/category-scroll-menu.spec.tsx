import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_CATEGORY, CategoryScrollMenu } from './category-scroll-menu';

const items = [
  { id: 'north', displayName: 'Northern Vietnam', labelName: 'VN-N' },
  { id: 'central', displayName: '', labelName: 'Central Vietnam' },
  { id: 'keno', labelName: null },
];

describe('CategoryScrollMenu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])(
    'scrolls the selected entry into view, smoothly unless less motion is asked for (%s)',
    (reduced, behavior) => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: reduced,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      const scrolled: (ScrollIntoViewOptions | undefined)[] = [];
      // jsdom has no scrollIntoView: this one records what the menu asks of the selected entry.
      Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
        configurable: true,
        value(this: HTMLElement, options?: ScrollIntoViewOptions) {
          if (this.textContent === 'keno') scrolled.push(options);
        },
      });
      render(
        <CategoryScrollMenu
          items={items}
          allLabel="All"
          selectedId="keno"
          onSelect={() => undefined}
          label="Lotteries"
        />,
      );
      expect(scrolled).toEqual([{ block: 'nearest', inline: 'center', behavior }]);
    },
  );

  it('centres the selected entry again when the labels change, not on every render', () => {
    let scrolls = 0;
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        if (this.textContent === 'keno') scrolls += 1;
      },
    });
    const menu = (allLabel: string, label: string) => (
      <CategoryScrollMenu
        items={items}
        allLabel={allLabel}
        selectedId="keno"
        onSelect={() => undefined}
        label={label}
      />
    );
    const { rerender } = render(menu('All', 'Lotteries'));
    rerender(menu('All', 'Lottery'));
    expect(scrolls).toBe(1);
    rerender(menu('Tout', 'Lottery'));
    expect(scrolls).toBe(2);
  });

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
