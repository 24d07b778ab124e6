import { useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { SanitizedHtml } from '../sanitized-html/sanitized-html';
import styles from './popup.module.css';

export interface PopupItem {
  /** A stable id. */
  id: string;
  /** The item's title. */
  title: string;
  /** Its content, server HTML (sanitised here). */
  html: string;
}

export interface PopupAction {
  /** The button's text. */
  label: string;
  /** Called with the item shown. */
  onClick: (item: PopupItem) => void;
}

export interface PopupProps {
  /** The items, one page each. */
  items: readonly PopupItem[];
  /** Whether it is shown. */
  open: boolean;
  /** Asked to close (close button, Escape, mask after 300 ms). */
  onClose: () => void;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The previous-page button's text. */
  previousLabel: string;
  /** The next-page button's text. */
  nextLabel: string;
  /** The page indicator, from the page and the count (e.g. `(p, n) => \`${p} / ${n}\``). */
  formatPage?: (current: number, total: number) => string;
  /** The main action (e.g. "Go to activity"). */
  primaryAction?: PopupAction;
  /** The second action (e.g. "I know"). */
  secondaryAction?: PopupAction;
  /** Called for links inside the content. */
  onLinkClick?: (href: string) => void;
}

/** The promotion popup: one item per page, with paging, close and up to two actions. */
export function Popup({
  items,
  open,
  onClose,
  closeLabel,
  previousLabel,
  nextLabel,
  formatPage = (current, total) => `${current} / ${total}`,
  primaryAction,
  secondaryAction,
  onLinkClick,
}: PopupProps) {
  const [page, setPage] = useState(0);
  const index = Math.min(page, Math.max(0, items.length - 1));
  const item = items[index];
  if (!item) return null;
  const many = items.length > 1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={item.title}
      closeLabel={closeLabel}
      footer={
        primaryAction || secondaryAction ? (
          <>
            {secondaryAction ? (
              <Button variant="secondary" onClick={() => secondaryAction.onClick(item)}>
                {secondaryAction.label}
              </Button>
            ) : null}
            {primaryAction ? (
              <Button onClick={() => primaryAction.onClick(item)}>{primaryAction.label}</Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      <SanitizedHtml html={item.html} onLinkClick={onLinkClick} />
      {many ? (
        <div className={styles['pager']}>
          <Button
            size="s"
            variant="ghost"
            disabled={index === 0}
            onClick={() => setPage(index - 1)}
          >
            {previousLabel}
          </Button>
          <span className={styles['page']} aria-live="polite">
            {/* Isolated: digits and a slash alone would be reordered in a right-to-left line. */}
            <bdi>{formatPage(index + 1, items.length)}</bdi>
          </span>
          <Button
            size="s"
            variant="ghost"
            disabled={index === items.length - 1}
            onClick={() => setPage(index + 1)}
          >
            {nextLabel}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
