import DOMPurify from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { cx } from '../internal/class-names';
import styles from './sanitized-html.module.css';

export interface SanitizedHtmlProps {
  /** HTML from the server (promotion popups, help articles, announcements). */
  html: string;
  /** Called instead of following a link, so the app opens it outside or inside the app. */
  onLinkClick?: (href: string) => void;
  /** Extra class. */
  className?: string;
}

/** `12px` becomes `0.12rem`: the content was written for a 100 px rem (SPEC.md section 9). */
export function pxToRem(style: string): string {
  return style.replace(/(-?\d*\.?\d+)px\b/g, (_, value: string) => `${Number(value) / 100}rem`);
}

/** The server's HTML without scripts or event handlers, its inline pixel sizes turned into rem. */
export function sanitizeHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  for (const element of fragment.querySelectorAll<HTMLElement>('[style]')) {
    element.setAttribute('style', pxToRem(element.getAttribute('style') ?? ''));
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** Renders server HTML safely; link taps go to `onLinkClick`. */
export function SanitizedHtml({ html, onLinkClick, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onLinkClick || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const href = link?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    onLinkClick(href);
  };
  return (
    // Clicks are delegated from the links inside, which are focusable and activated by Enter.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links handle the keyboard themselves; this only intercepts their activation
    <div
      className={cx(styles['html'], className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
