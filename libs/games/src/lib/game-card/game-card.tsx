import type { Game } from '@mweb/api-client';
import { GameTile } from '@mweb/ui-kit';
import { useState } from 'react';
import defaultIcon from './default-game.svg';

/** The game's mobile icon on the session's image CDN (an absolute address is used as given). */
export function gameIconUrl(game: Game, cdn: string): string | undefined {
  const path = game.mobileIconUrl || game.iconUrl || game.mobileLargeIcon;
  if (!path) return undefined;
  return /^(https?:)?\/\//.test(path) || path.startsWith('data:') ? path : `${cdn}${path}`;
}

/** The name a tile shows: the display name when the vendor gives one. */
export const gameNameOf = (game: Game): string => game.displayName || game.gameName;

/** The star's accessible names, in the player's language. */
export interface FavouriteLabels {
  add: string;
  remove: string;
}

/**
 * What every tile of a list shares comes from the list as props, not from a store or i18n
 * subscription per tile: a screen of tiles would otherwise subscribe dozens of times, and a fling
 * mounts dozens of tiles a second.
 */
export interface GameCardProps {
  game: Game;
  /** The session's image CDN, before a relative icon path. */
  cdn: string;
  favouriteLabels: FavouriteLabels;
  /** Whether it is one of the member's favourites. */
  favourite: boolean;
  onToggleFavourite: () => void;
  onLaunch: () => void;
  /** A tile of the first screen: its icon loads at once. */
  priority?: boolean;
  /**
   * Drawn while the list is flung: the tile shows the default image until the scrolling stops, and
   * keeps its icon from then on. A fling mounts and drops dozens of tiles a second; loading and
   * painting each one's icon on the way made the long tasks of a fast scroll.
   */
  deferIcon?: boolean;
}

/** Whether the icon may show: once it has, it stays. */
function useIconShown(deferred: boolean): boolean {
  const [shown, setShown] = useState(!deferred);
  if (!shown && !deferred) setShown(true);
  return shown || !deferred;
}

/** A game's tile: its icon (the default image if it fails), its name, and its favourite star. */
export function GameCard({
  game,
  cdn,
  favouriteLabels,
  favourite,
  onToggleFavourite,
  onLaunch,
  priority,
  deferIcon = false,
}: GameCardProps) {
  const iconShown = useIconShown(deferIcon);
  return (
    <GameTile
      name={gameNameOf(game)}
      iconUrl={iconShown ? gameIconUrl(game, cdn) : undefined}
      fallbackIconUrl={defaultIcon}
      onLaunch={onLaunch}
      favourite={favourite}
      onToggleFavourite={onToggleFavourite}
      addFavouriteLabel={favouriteLabels.add}
      removeFavouriteLabel={favouriteLabels.remove}
      priority={priority}
    />
  );
}
