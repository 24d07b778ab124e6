/** Whether an element lays out right to left, as its `dir` (own or inherited) makes it. */
export function isRtlElement(element: Element | null): boolean {
  if (!element) return false;
  return (
    getComputedStyle(element).direction === 'rtl' ||
    element.closest('[dir]')?.getAttribute('dir') === 'rtl'
  );
}

/** The step the arrow keys make along an inline axis: ArrowRight goes back in right-to-left text. */
export function inlineStep(key: string, rtl: boolean): -1 | 0 | 1 {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}
