import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/class-names';
import { CloseIcon } from '../internal/close-icon';
import { useModalFocus } from '../internal/use-modal-focus';
import { IconButton } from '../icon-button/icon-button';
import styles from './dialog.module.css';

/** A tap on the mask this soon after opening is ignored: it is the tail of the tap that opened it. */
export const MASK_GUARD_MS = 300;

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Asked to close: Escape, the close button, or a mask tap (after the 300 ms guard). */
  onClose: () => void;
  /** The heading, which also names the dialog. */
  title: string;
  /** The body. */
  children?: ReactNode;
  /** The buttons row at the bottom. */
  footer?: ReactNode;
  /** The close button's accessible name; no close button without it. */
  closeLabel?: string;
  /** Whether a tap on the mask closes the dialog. */
  maskClosable?: boolean;
  /** `alertdialog` for a question that needs an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on opening; the first focusable element when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the panel. */
  className?: string;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, focus returns on close, the page
 * behind is inert. A mask tap within 300 ms of opening is ignored (SPEC.md section 9).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  maskClosable = true,
  role = 'dialog',
  initialFocus,
  className,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  // Taken as the dialog is drawn: a passive effect may run after a tap that came in between, and
  // that tap would close the dialog as if the guard had run out.
  useLayoutEffect(() => {
    if (open) openedAt.current = Date.now();
  }, [open]);
  useModalFocus({ open, container: panel, initialFocus, onEscape: onClose });
  if (!open) return null;

  const onMaskClick = () => {
    if (!maskClosable || Date.now() - openedAt.current < MASK_GUARD_MS) return;
    onClose();
  };

  return createPortal(
    <div className={styles['layer']}>
      {/* The mask is a pointer convenience; Escape and the close button are the keyboard path. */}
      <div className={styles['mask']} aria-hidden="true" onClick={onMaskClick} />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        className={cx(styles['panel'], className)}
      >
        <div className={styles['head']}>
          <h2 id={titleId} className={styles['title']}>
            {title}
          </h2>
          {closeLabel ? (
            <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
          ) : null}
        </div>
        {children ? (
          <div id={bodyId} className={styles['body']}>
            {children}
          </div>
        ) : null}
        {footer ? <div className={styles['footer']}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
