import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { useRovingTabs } from '../internal/use-roving-tabs';
import styles from './tabs.module.css';

export interface TabItem {
  /** A stable id (the category key, the login mode). */
  id: string;
  /** The tab's visible text. */
  label: string;
  /** Something after the label, usually a `Badge`. */
  badge?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The selected tab's id. */
  selectedId: string;
  /** Called with a tab's id when the user selects it (tap, arrows, Home, End). */
  onSelect: (id: string) => void;
  /** What the tabs choose between, for screen readers (e.g. "Login method"). */
  label: string;
  /** The selected tab's content, rendered in a tab panel; omit when the tabs drive content elsewhere. */
  children?: ReactNode;
  /** `fill` shares the width equally; `scroll` lets many tabs scroll sideways. */
  layout?: 'fill' | 'scroll';
  /** Extra class on the tab list. */
  className?: string;
}

/**
 * Tabs with the ARIA tabs pattern: one tab stop, arrow keys move and select (mirrored in
 * right-to-left layouts), Home and End jump to the ends.
 */
export function Tabs({
  items,
  selectedId,
  onSelect,
  label,
  children,
  layout = 'fill',
  className,
}: TabsProps) {
  const { baseId, listRef, tabId, onKeyDown } = useRovingTabs({
    items,
    selectedId,
    onSelect,
    orientation: 'horizontal',
  });
  const panelId = `${baseId}-panel`;

  return (
    <div className={styles['tabs']}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={cx(styles['list'], styles[layout], className)}
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
              aria-controls={children === undefined ? undefined : panelId}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={cx(styles['tab'], selected && styles['selected'])}
              onClick={() => onSelect(item.id)}
              onKeyDown={onKeyDown}
            >
              <span>{item.label}</span>
              {item.badge}
            </button>
          );
        })}
      </div>
      {children === undefined ? null : (
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabId(selectedId)}
          tabIndex={0}
          className={styles['panel']}
        >
          {children}
        </div>
      )}
    </div>
  );
}
