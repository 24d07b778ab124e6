import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab can reach, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

interface ModalFocusOptions {
  /** Whether the modal is open. */
  open: boolean;
  /** The modal's panel. */
  container: RefObject<HTMLElement | null>;
  /** What gets focus on opening; the first focusable element, else the panel, when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape. */
  onEscape: () => void;
}

/**
 * Focus handling of a modal (dialog, drawer): focus moves in on opening, Tab and Shift+Tab cycle
 * inside, Escape asks to close, and focus returns where it was when the modal closes. The page
 * behind does not scroll while it is open.
 */
export function useModalFocus({
  open,
  container,
  initialFocus,
  onEscape,
}: ModalFocusOptions): void {
  const returnTo = useRef<HTMLElement | null>(null);
  const escape = useEffectEvent(onEscape);

  useLayoutEffect(() => {
    if (!open) return;
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = container.current;
    const target = initialFocus?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      returnTo.current?.focus();
    };
  }, [open, container, initialFocus]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = container.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === panel)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, container]);
}
