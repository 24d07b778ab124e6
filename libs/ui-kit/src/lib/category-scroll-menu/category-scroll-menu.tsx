import { useLayoutEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../internal/reduced-motion';
import { Tabs, type TabItem } from '../tabs/tabs';

/** The id of the first entry, which shows everything. */
export const ALL_CATEGORY = 'ALL';

export interface CategoryMenuEntry {
  /** A stable id. */
  id: string;
  /** The name to show, preferred when present. */
  displayName?: string | null;
  /** The name to show otherwise. */
  labelName?: string | null;
}

export interface CategoryScrollMenuProps {
  /** The menu items, as the server lists them. */
  items: readonly CategoryMenuEntry[];
  /** The text of the first entry (e.g. "All"). */
  allLabel: string;
  /** The selected id; `ALL` for the first entry. */
  selectedId: string;
  /** Called with the selected id (`ALL` for the first entry). */
  onSelect: (id: string) => void;
  /** What the menu chooses between, for screen readers. */
  label: string;
}

/** The tabs of a category menu: All first, then each item by displayName, else labelName. */
export function categoryTabs(items: readonly CategoryMenuEntry[], allLabel: string): TabItem[] {
  return [
    { id: ALL_CATEGORY, label: allLabel },
    ...items.map((item) => ({ id: item.id, label: item.displayName || item.labelName || item.id })),
  ];
}

/** A sideways-scrolling category menu that keeps the selected entry in view. */
export function CategoryScrollMenu({
  items,
  allLabel,
  selectedId,
  onSelect,
  label,
}: CategoryScrollMenuProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Again when the labels change (a new language, the server's list arriving): the widths move
  // and the selected entry may have left the view.
  useLayoutEffect(() => {
    const selected = wrapper.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Not every engine (nor jsdom) has scrollIntoView options; a missing scroll is harmless.
    selected?.scrollIntoView?.({
      block: 'nearest',
      inline: 'center',
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }, [selectedId, reducedMotion, items, allLabel]);
  return (
    <div ref={wrapper}>
      <Tabs
        items={categoryTabs(items, allLabel)}
        selectedId={selectedId}
        onSelect={onSelect}
        label={label}
        layout="scroll"
      />
    </div>
  );
}
