/** How far a swipe from the edge must travel to go back (SPEC.md section 9). */
export const SWIPE_BACK_THRESHOLD_PX = 100;
/** A swipe counts only if it starts this close to the leading edge, so it never fights a carousel. */
export const SWIPE_EDGE_PX = 24;
/** The page fade (SPEC.md section 9). */
export const PAGE_FADE_MS = 300;

export interface SwipeGesture {
  startX: number;
  endX: number;
  startY: number;
  endY: number;
  viewportWidth: number;
  direction: 'ltr' | 'rtl';
}

/** Whether a gesture is a swipe back: from the leading edge, far enough, more sideways than down. */
export function isSwipeBack(gesture: SwipeGesture): boolean {
  const fromEdge =
    gesture.direction === 'ltr'
      ? gesture.startX <= SWIPE_EDGE_PX
      : gesture.viewportWidth - gesture.startX <= SWIPE_EDGE_PX;
  const travelled =
    gesture.direction === 'ltr' ? gesture.endX - gesture.startX : gesture.startX - gesture.endX;
  return (
    fromEdge &&
    travelled >= SWIPE_BACK_THRESHOLD_PX &&
    Math.abs(gesture.endY - gesture.startY) < travelled
  );
}

/**
 * Calls `onBack` on a swipe from the leading edge, and returns what stops listening. While the
 * page changes, `<html data-swipe-back>` is set, and the page fade is skipped: the finger already
 * showed the way.
 */
export function listenForSwipeBack(onBack: () => void): () => void {
  let start: Touch | undefined;
  let clear: ReturnType<typeof setTimeout> | undefined;
  const root = document.documentElement;
  const onStart = (event: TouchEvent) => {
    start = event.touches.length === 1 ? event.touches[0] : undefined;
  };
  const onEnd = (event: TouchEvent) => {
    const end = event.changedTouches[0];
    if (!start || !end) return;
    const gesture = {
      startX: start.clientX,
      startY: start.clientY,
      endX: end.clientX,
      endY: end.clientY,
      viewportWidth: window.innerWidth,
      direction: root.dir === 'rtl' ? ('rtl' as const) : ('ltr' as const),
    };
    start = undefined;
    if (!isSwipeBack(gesture)) return;
    root.setAttribute('data-swipe-back', '');
    clearTimeout(clear);
    clear = setTimeout(() => root.removeAttribute('data-swipe-back'), PAGE_FADE_MS);
    onBack();
  };
  window.addEventListener('touchstart', onStart, { passive: true });
  window.addEventListener('touchend', onEnd, { passive: true });
  return () => {
    clearTimeout(clear);
    root.removeAttribute('data-swipe-back');
    window.removeEventListener('touchstart', onStart);
    window.removeEventListener('touchend', onEnd);
  };
}
