import { type Game } from '@mweb/api-client';
import { selectImageCdn } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { GameGrid } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useFavourites } from '@mweb/ui-connected';
import { GameCard } from '../game-card/game-card';
import { useLaunchGame } from '../launch/use-launch-game';

/** Tiles that load their icons at once: the first rows of the first screen. */
const PRIORITY_TILES = 6;

export interface GameTilesProps {
  games: readonly Game[];
  /** What the list holds, for screen readers. */
  label: string;
  /** Called once the server has removed a favourite (the favourites list drops it at once). */
  onUnfavourited?: (game: Game) => void;
}

/** How a list draws a tile: `state.scrolling` while a long list is flung. */
export type RenderTile = (game: Game, index: number, state?: { scrolling: boolean }) => ReactNode;

/** A tile's key in a list. */
export const tileKey = (game: Game): string => game.nodeId;

/**
 * What every list of game tiles shares: a tap launches, the star toggles the favourite, and the
 * first rows load their icons at once.
 */
export function useRenderTile(onUnfavourited?: (game: Game) => void): RenderTile {
  const { launch } = useLaunchGame();
  const favourites = useFavourites();
  const cdn = useAppSelector(selectImageCdn);
  return function renderTile(game, index, state) {
    const favourite = favourites.isFavourite(game);
    return (
      <GameCard
        game={game}
        cdn={cdn}
        favouriteLabels={favourites.labels}
        favourite={favourite}
        priority={index < PRIORITY_TILES}
        deferIcon={state?.scrolling}
        onLaunch={() => void launch(game)}
        onToggleFavourite={() =>
          void favourites.toggle(game).then((changed) => {
            if (changed && favourite) onUnfavourited?.(game);
          })
        }
      />
    );
  };
}

/**
 * A short block of game tiles that launch on a tap and carry their favourite star (home's hot and
 * favourites blocks). A long list draws only the rows near the window: `VirtualGameTiles`, whose
 * code stays out of home's first screens.
 */
export function GameTiles({ games, label, onUnfavourited }: GameTilesProps) {
  const renderTile = useRenderTile(onUnfavourited);
  return <GameGrid items={games} getKey={tileKey} renderItem={renderTile} label={label} />;
}
