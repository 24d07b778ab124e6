import { cx } from '../internal/class-names';
import { useSecondsLeft } from '../internal/use-time-left';
import styles from './sms-code-button.module.css';

/** The SMS countdown ticks this often (SPEC.md section 9). */
export const SMS_TICK_MS = 500;

export interface SmsCodeButtonProps {
  /** The button's text while ready (e.g. "Get code"). */
  label: string;
  /** When the sent code expires (epoch ms); the button counts down to it. Null or past: ready. */
  expiresAt?: number | null;
  /** The text while counting, from the seconds left (e.g. `(s) => t('login.resend_in', { seconds: s })`). */
  formatSeconds?: (seconds: number) => string;
  /** Asks for a code; the parent validates the mobile fields first, then sets `expiresAt`. */
  onRequest: () => void;
  /** While the request is on its way, or the mobile number is not valid yet. */
  disabled?: boolean;
  /** Extra class. */
  className?: string;
}

/**
 * The get-code button beside an SMS code field: ready, then the seconds left until the code
 * expires (computed from the deadline, so right after the phone sleeps), then ready again.
 */
export function SmsCodeButton({
  label,
  expiresAt,
  formatSeconds = String,
  onRequest,
  disabled = false,
  className,
}: SmsCodeButtonProps) {
  const seconds = useSecondsLeft(expiresAt, {
    tickMs: SMS_TICK_MS,
    active: Boolean(expiresAt),
    rounding: 'ceil',
  });
  const counting = seconds > 0;
  return (
    <button
      type="button"
      className={cx(styles['button'], className)}
      disabled={disabled || counting}
      onClick={onRequest}
    >
      {counting ? formatSeconds(seconds) : label}
    </button>
  );
}
