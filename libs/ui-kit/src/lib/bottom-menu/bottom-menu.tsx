import { type MouseEvent, type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import styles from './bottom-menu.module.css';

export interface BottomMenuItem {
  /** A stable id (home, promotion, deposit, notice, member). */
  id: string;
  /** The visible text under the icon. */
  label: string;
  /** The icon, decorative. */
  icon: ReactNode;
  /** Where it leads; the app's router takes over in `onSelect`. */
  href: string;
  /** Something on the icon's corner, usually a `Badge`. */
  badge?: ReactNode;
}

export interface BottomMenuProps {
  /** The entries, in order (SPEC.md section 2, Bottom menu). */
  items: readonly BottomMenuItem[];
  /** The entry of the current page, marked `aria-current="page"`. */
  activeId?: string;
  /** Called on a tap; call `event.preventDefault()` to navigate with the router instead. */
  onSelect?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The navigation's accessible name (e.g. "Main menu"). */
  label: string;
  /** Extra class. */
  className?: string;
}

/** The fixed bottom navigation, clear of the home indicator. */
export function BottomMenu({ items, activeId, onSelect, label, className }: BottomMenuProps) {
  return (
    <nav aria-label={label} className={cx(styles['menu'], className)}>
      <ul className={styles['list']}>
        {items.map((item) => (
          <li key={item.id} className={styles['item']}>
            <a
              href={item.href}
              aria-current={item.id === activeId ? 'page' : undefined}
              className={styles['link']}
              onClick={(event) => onSelect?.(item.id, event)}
            >
              <span className={styles['icon']} aria-hidden="true">
                {item.icon}
              </span>
              {item.badge ? <span className={styles['badge']}>{item.badge}</span> : null}
              <span className={styles['label']}>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
