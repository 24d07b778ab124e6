import { type ReactNode } from 'react';
import { Button } from '../button/button';
import { CloseIcon } from '../internal/close-icon';
import { cx } from '../internal/class-names';
import { IconButton } from '../icon-button/icon-button';
import styles from './download-bar.module.css';

export interface DownloadBarProps {
  /** The invitation (e.g. "Install the app for a faster experience"). */
  text: string;
  /** The download button's text. */
  actionLabel: string;
  /** The close button's name (e.g. "Hide the download bar"). */
  closeLabel: string;
  /** Opens the download popup or guide. */
  onDownload: () => void;
  /** Hides the bar; the app remembers it (hideDownloadBar). */
  onClose: () => void;
  /** The app's icon, decorative. */
  icon?: ReactNode;
  /** Something beside the button (the APP_DOWNLOAD gift icon). */
  extra?: ReactNode;
  /** Extra class. */
  className?: string;
}

/** The app-download bar at the top of the home page (visibility rules live in the app). */
export function DownloadBar({
  text,
  actionLabel,
  closeLabel,
  onDownload,
  onClose,
  icon,
  extra,
  className,
}: DownloadBarProps) {
  return (
    <aside className={cx(styles['bar'], className)} aria-label={text}>
      <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
      {icon ? (
        <span className={styles['icon']} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles['text']}>{text}</p>
      {extra}
      <Button size="s" onClick={onDownload}>
        {actionLabel}
      </Button>
    </aside>
  );
}
