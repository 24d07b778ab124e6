import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { useRovingTabs } from '../internal/use-roving-tabs';
import styles from './side-menu.module.css';

export interface SideMenuItem {
  /** A stable id (the category key: HOT, FAV, RNG...). */
  id: string;
  /** The visible text. */
  label: string;
  /** An icon above the text, decorative. */
  icon?: ReactNode;
}

export interface SideMenuProps {
  /** The categories, in order. */
  items: readonly SideMenuItem[];
  /** The selected category's id. */
  selectedId: string;
  /** Called with a category's id when the user selects it. */
  onSelect: (id: string) => void;
  /** What the menu chooses between, for screen readers (e.g. "Game categories"). */
  label: string;
  /** The id of the content element the menu controls, if any. */
  controls?: string;
  /** Extra class. */
  className?: string;
}

/**
 * The game entrance's vertical category menu: sticky under the header while the content scrolls,
 * one tab stop, Up and Down arrows move and select, Home and End jump.
 */
export function SideMenu({
  items,
  selectedId,
  onSelect,
  label,
  controls,
  className,
}: SideMenuProps) {
  const { listRef, tabId, onKeyDown } = useRovingTabs({
    items,
    selectedId,
    onSelect,
    orientation: 'vertical',
  });

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-orientation="vertical"
      aria-label={label}
      className={cx(styles['menu'], className)}
    >
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <button
            key={item.id}
            id={tabId(item.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            className={cx(styles['item'], selected && styles['selected'])}
            onClick={() => onSelect(item.id)}
            onKeyDown={onKeyDown}
          >
            {item.icon ? (
              <span className={styles['icon']} aria-hidden="true">
                {item.icon}
              </span>
            ) : null}
            <span>{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}
