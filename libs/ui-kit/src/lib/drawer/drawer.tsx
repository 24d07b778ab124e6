import { type ReactNode, type RefObject, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/class-names';
import { useModalFocus } from '../internal/use-modal-focus';
import styles from './drawer.module.css';

export interface DrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Asked to close: Escape or a mask tap. */
  onClose: () => void;
  /** What the drawer holds, for screen readers (e.g. "Side menu"). */
  label: string;
  /** The content. */
  children: ReactNode;
  /** The edge it slides from: `end` is the right in left-to-right layouts, the left in right-to-left. */
  side?: 'start' | 'end';
  /** What gets focus on opening; the first focusable element when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the panel. */
  className?: string;
}

/**
 * A panel sliding in from a side (the member sidebar): modal, focus trapped, Escape and the mask
 * close it, focus returns to what opened it.
 */
export function Drawer({
  open,
  onClose,
  label,
  children,
  side = 'end',
  initialFocus,
  className,
}: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus({ open, container: panel, initialFocus, onEscape: onClose });
  if (!open) return null;
  return createPortal(
    <div className={styles['layer']}>
      {/* The mask is a pointer convenience; Escape is the keyboard path. */}
      <div className={styles['mask']} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={cx(styles['panel'], styles[side], className)}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
