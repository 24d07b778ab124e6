import { cx } from '../internal/class-names';
import styles from './favourite-star.module.css';

export interface FavouriteStarProps {
  /** Whether the item is one of the member's favourites: the star is filled and pressed. */
  on: boolean;
  /** Called by a tap; the star changes only when `on` does, after the server has said yes. */
  onToggle: () => void;
  /** The star's name while the item is not a favourite (e.g. "Add to favourites"). */
  addLabel: string;
  /** The star's name while the item is a favourite (e.g. "Remove from favourites"). */
  removeLabel: string;
  /** The id of the element that names the item (its title), read after the star's name. */
  describedBy?: string;
  /** Where the star sits (a tile's corner, a row's end); its look stays the kit's. */
  className?: string;
}

/** The one favourite toggle of games and lotteries: a star, filled and pressed when on. */
export function FavouriteStar({
  on,
  onToggle,
  addLabel,
  removeLabel,
  describedBy,
  className,
}: FavouriteStarProps) {
  return (
    <button
      type="button"
      className={cx(styles['star'], on && styles['on'], className)}
      aria-label={on ? removeLabel : addLabel}
      aria-describedby={describedBy}
      aria-pressed={on}
      onClick={onToggle}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        stroke="currentColor"
        strokeWidth="1.8"
        fill={on ? 'currentColor' : 'none'}
      >
        <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
      </svg>
    </button>
  );
}
