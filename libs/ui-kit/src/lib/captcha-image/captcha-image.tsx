import { cx } from '../internal/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './captcha-image.module.css';

export interface CaptchaImageProps {
  /** The captcha picture (the server answers a base64 PNG: pass it as a data URL). */
  src?: string | null;
  /** Names the image and says a tap refreshes it (e.g. "Captcha image, tap to refresh"). */
  label: string;
  /** Asks for a new captcha. */
  onRefresh: () => void;
  /** While a new one is on its way. */
  loading?: boolean;
  /** Extra class. */
  className?: string;
}

/** The captcha picture beside its field; tapping it asks for a new one. */
export function CaptchaImage({
  src,
  label,
  onRefresh,
  loading = false,
  className,
}: CaptchaImageProps) {
  return (
    <button
      type="button"
      className={cx(styles['button'], className)}
      onClick={onRefresh}
      aria-busy={loading || undefined}
      disabled={loading}
    >
      {src ? (
        <img src={src} alt={label} className={styles['image']} />
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </button>
  );
}
