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

/** Runs `work` before the browser's next frame (on the next turn where there are no frames). */
function nextFrame(work: () => void): { cancel: () => void } {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(work);
    return { cancel: () => cancelAnimationFrame(id) };
  }
  const id = setTimeout(work, 0);
  return { cancel: () => clearTimeout(id) };
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
    // Focus makes the browser compute the page's style and layout at once. Moved in the next
    // frame, just before the browser draws it, that work is the frame's own instead of lengthening
    // the task that committed the modal (15-30 ms of layout for the home page on a desktop
    // processor, four times that on a cheap phone).
    const frame = nextFrame(() => {
      const panel = container.current;
      // A tap that landed inside the modal before this frame keeps its focus.
      if (panel?.contains(document.activeElement)) return;
      const target = initialFocus?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel;
      target?.focus();
    });
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      frame.cancel();
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
