import type { ReactNode } from 'react';
import styles from '../internal/visually-hidden.module.css';

/**
 * Text for screen readers only: the page's heading when the logo stands in for it, a name beside
 * an icon. `as` keeps the element's meaning (a heading stays a heading).
 */
export function VisuallyHidden({
  as: Element = 'span',
  id,
  children,
}: {
  as?: 'span' | 'h1' | 'h2' | 'p';
  id?: string;
  children: ReactNode;
}) {
  return (
    <Element id={id} className={styles['hidden']}>
      {children}
    </Element>
  );
}
