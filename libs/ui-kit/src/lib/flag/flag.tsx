import { cx } from '../internal/class-names';
import { swapToFallback } from '../internal/fallback-image';
import styles from './flag.module.css';

export type FlagShape = 'RECT' | 'CIRCLE';

/** The flag's address on the image CDN (SPEC.md section 2): `{cdn}/TCG_PROD_IMAGES/COUNTRY_FLAG/{shape}/{code}.svg`. */
export function flagUrl(cdn: string, code: string, shape: FlagShape = 'RECT'): string {
  return `${cdn.replace(/\/+$/, '')}/TCG_PROD_IMAGES/COUNTRY_FLAG/${shape}/${encodeURIComponent(code)}.svg`;
}

export interface FlagProps {
  /** The image CDN's base address. */
  cdn: string;
  /** The country code as the CDN names it (e.g. `VN`). */
  code: string;
  /** Rectangle or circle. */
  shape?: FlagShape;
  /** The country's name for screen readers; empty when the flag sits beside the name already. */
  label: string;
  /** Shown when the flag fails to load. */
  fallbackUrl: string;
  /** Height; the width follows the shape. */
  size?: 's' | 'm';
  /** Extra class. */
  className?: string;
}

/** A country flag from the image CDN, with a fallback picture when it fails. */
export function Flag({
  cdn,
  code,
  shape = 'RECT',
  label,
  fallbackUrl,
  size = 'm',
  className,
}: FlagProps) {
  return (
    <img
      src={flagUrl(cdn, code, shape)}
      alt={label}
      loading="lazy"
      decoding="async"
      className={cx(
        styles['flag'],
        styles[shape === 'CIRCLE' ? 'circle' : 'rect'],
        styles[size],
        className,
      )}
      onError={swapToFallback(fallbackUrl)}
    />
  );
}
