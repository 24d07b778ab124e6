import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../internal/class-names';
import { inlineStep, isRtlElement } from '../internal/direction';
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
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = enabled.findIndex((item) => item.id === selectedId);
    let next: number | null = null;
    const step = inlineStep(event.key, isRtlElement(listRef.current));
    if (step !== 0) next = (index + step + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null) return;
    const target = enabled[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.id))}`)?.focus();
  };

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
              onKeyDown={move}
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
