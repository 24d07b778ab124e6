import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far beyond the screen's edge waiting content starts to render: about a flick's worth, so
 * that it is drawn before it scrolls in, and little enough that what sits a screen below the
 * first one does not render with the page.
 */
export const NEAR_VIEWPORT_MARGIN_PX = 200;

export interface NearViewportProps {
  /** What renders once it nears the screen. */
  children: ReactNode;
  /**
   * The room kept until then, as a CSS length close to the content's usual height: what follows
   * starts about where it will stay, so sections below render one by one as they come near, and a
   * restored scroll position lands about where it was.
   */
  reserve: string;
  /** How far beyond the screen's edge the content starts to render, in pixels. */
  marginPx?: number;
}

/**
 * Renders its children only once they come within `marginPx` of the screen, and from then on
 * keeps them. A page that is mostly below the fold (home's sections) then spends its first
 * seconds, and a cheap phone's main thread, on what the player sees.
 *
 * Content nobody scrolls to would also be out of reach of the keyboard and of print, so the first
 * Tab press and a print render it all. Where the browser has no IntersectionObserver the children
 * render at once. Lazy children keep the room while their code downloads: were it to collapse,
 * the content below would move up within reach and render too.
 */
export function NearViewport({
  children,
  reserve,
  marginPx = NEAR_VIEWPORT_MARGIN_PX,
}: NearViewportProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return;
    const reveal = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(target);
    // In the capture phase, before the focus moves: the sections render while the reader is
    // still above them.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') reveal();
    };
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('beforeprint', reveal);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('beforeprint', reveal);
    };
  }, [near, marginPx]);

  const room = (
    <div ref={placeholder} style={{ minHeight: reserve }} data-near-viewport="waiting" />
  );
  return near ? <Suspense fallback={room}>{children}</Suspense> : room;
}
