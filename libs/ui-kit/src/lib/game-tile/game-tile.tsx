import { useId } from 'react';
import { FavouriteStar } from '../favourite-star/favourite-star';
import { cx } from '../internal/class-names';
import { swapToFallback } from '../internal/fallback-image';
import styles from './game-tile.module.css';

export interface GameTileProps {
  /** The game's name, shown under the icon and naming the launch button. */
  name: string;
  /** The game's icon; the fallback shows when it is missing or fails to load. */
  iconUrl?: string | null;
  /** The default image shown when the icon fails (SPEC.md section 2, Game list section). */
  fallbackIconUrl: string;
  /** Called when the tile is tapped. */
  onLaunch: () => void;
  /** Whether the game is a favourite; no star without it. */
  favourite?: boolean;
  /** Called by the star. */
  onToggleFavourite?: () => void;
  /** The star's name while the game is not a favourite (e.g. "Add to favourites"). */
  addFavouriteLabel?: string;
  /** The star's name while the game is a favourite (e.g. "Remove from favourites"). */
  removeFavouriteLabel?: string;
  /** Load the icon at once with high priority (tiles in the first screen). */
  priority?: boolean;
  /** Extra class. */
  className?: string;
}

/** A game: its icon (with a fallback on error) and name launch it; a star toggles the favourite. */
export function GameTile({
  name,
  iconUrl,
  fallbackIconUrl,
  onLaunch,
  favourite,
  onToggleFavourite,
  addFavouriteLabel = '',
  removeFavouriteLabel = '',
  priority = false,
  className,
}: GameTileProps) {
  const nameId = useId();
  return (
    <div className={cx(styles['tile'], className)}>
      <button type="button" className={styles['launch']} onClick={onLaunch}>
        <img
          className={styles['icon']}
          src={iconUrl || fallbackIconUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={swapToFallback(fallbackIconUrl)}
        />
        <span id={nameId} className={styles['name']}>
          {name}
        </span>
      </button>
      {favourite === undefined || !onToggleFavourite ? null : (
        <FavouriteStar
          className={styles['star']}
          on={favourite}
          onToggle={onToggleFavourite}
          addLabel={addFavouriteLabel}
          removeLabel={removeFavouriteLabel}
          describedBy={nameId}
        />
      )}
    </div>
  );
}
