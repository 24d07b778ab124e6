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
  /** Shown when the flag fails to load; a neutral flag unless told. */
  fallbackUrl?: string;
  /** Height; the width follows the shape. */
  size?: 's' | 'm';
  /** Extra class. */
  className?: string;
}

/** A neutral flag (a grey field with a pole's edge), for a flag the CDN does not have. */
export const FALLBACK_FLAG =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#9aa0a6"/><rect width="4" height="30" fill="#5f6368"/></svg>',
  );

/** A country flag from the image CDN, with a fallback picture when it fails. */
export function Flag({
  cdn,
  code,
  shape = 'RECT',
  label,
  fallbackUrl = FALLBACK_FLAG,
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
