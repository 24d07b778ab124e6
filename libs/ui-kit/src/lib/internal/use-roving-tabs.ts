import { type KeyboardEvent, useId, useRef } from 'react';
import { inlineStep, isRtlElement } from './direction';

/**
 * The ARIA tabs keyboard pattern both tab lists share: one tab stop; the arrow keys of the list's
 * orientation move to the next or previous tab (wrapping, mirrored in right-to-left layouts when
 * horizontal) and select it; Home and End jump to the ends. Disabled tabs are skipped.
 */
export function useRovingTabs({
  items,
  selectedId,
  onSelect,
  orientation,
}: {
  items: readonly { id: string; disabled?: boolean | undefined }[];
  selectedId: string;
  onSelect: (id: string) => void;
  orientation: 'horizontal' | 'vertical';
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;

  const step = (key: string): -1 | 0 | 1 => {
    if (orientation === 'horizontal') return inlineStep(key, isRtlElement(listRef.current));
    if (key === 'ArrowDown') return 1;
    if (key === 'ArrowUp') return -1;
    return 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === selectedId);
    const moved = step(event.key);
    let next: number | null = null;
    if (moved !== 0) next = (index + moved + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    const target = next === null ? undefined : enabled[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.id))}`)?.focus();
  };

  return { baseId, listRef, tabId, onKeyDown };
}
