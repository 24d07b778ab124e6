import { selectImageCdn, useAppSelector, type Game } from '@mweb/api-client';
import { Button, Empty, GameGrid, InfiniteList, VirtualList } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../favourites/use-favourites';
import { GameCard } from '../game-card/game-card';
import { useLaunchGame } from '../launch/use-launch-game';
import type { PagedList } from './use-paged-list';

/** A row of three tiles, before it is drawn and measured: a square icon and a line of name. */
const ESTIMATED_ROW_PX = 150;
/**
 * Rows drawn beyond each edge of the window: two rows of tiles (about 300 px) cover a fling's frame
 * and keep a list of 1000 under 400 DOM nodes in all.
 */
const OVERSCAN_ROWS = 2;
/** Tiles that load their icons at once: the first rows of the first screen. */
const PRIORITY_TILES = 6;

export interface GameTilesProps {
  games: readonly Game[];
  /** What the list holds, for screen readers. */
  label: string;
  /** A long list scrolls with the page and draws only the rows near the window. */
  virtual?: boolean;
  /** Called once the server has removed a favourite (the favourites list drops it at once). */
  onUnfavourited?: (game: Game) => void;
}

/** Game tiles that launch on a tap and carry their favourite star. */
export function GameTiles({ games, label, virtual = false, onUnfavourited }: GameTilesProps) {
  const { launch } = useLaunchGame();
  const favourites = useFavourites();
  const { t } = useTranslation('games');
  const cdn = useAppSelector(selectImageCdn);
  const favouriteLabels = { add: t('favourite_add'), remove: t('favourite_remove') };
  const renderTile = (game: Game, index: number, state?: { scrolling: boolean }) => {
    const favourite = favourites.isFavourite(game.nodeId);
    return (
      <GameCard
        game={game}
        cdn={cdn}
        favouriteLabels={favouriteLabels}
        favourite={favourite}
        priority={index < PRIORITY_TILES}
        deferIcon={state?.scrolling}
        onLaunch={() => void launch(game)}
        onToggleFavourite={() =>
          void favourites.toggle(game, favourite).then((changed) => {
            if (changed && favourite) onUnfavourited?.(game);
          })
        }
      />
    );
  };
  const keyOf = (game: Game) => game.nodeId;
  return virtual ? (
    <VirtualList
      items={games}
      getKey={keyOf}
      renderItem={renderTile}
      estimateRowHeight={ESTIMATED_ROW_PX}
      columns={3}
      overscan={OVERSCAN_ROWS}
      label={label}
    />
  ) : (
    <GameGrid items={games} getKey={keyOf} renderItem={renderTile} label={label} />
  );
}

export interface GameListProps {
  list: PagedList<Game>;
  label: string;
  /** The favourites list: a game unfavourited here leaves it at once. */
  favourites?: boolean;
}

/**
 * A paged game list: tiles virtualised with the page's scroll, the next page asked for 300 px
 * before the end (at most once a second), `in_no_data` when there is nothing.
 */
export function GameList({ list, label, favourites = false }: GameListProps) {
  const { t } = useTranslation('common');
  if (!list.loading && list.items.length === 0) {
    return list.failed ? (
      <Empty
        title={t('in_no_data')}
        action={<Button onClick={list.retry}>{t('action.retry')}</Button>}
      />
    ) : (
      <Empty title={t('in_no_data')} />
    );
  }
  return (
    <InfiniteList
      hasMore={list.hasMore}
      loading={list.loading}
      onLoadMore={list.loadMore}
      loadingLabel={t('status.loading')}
      endLabel={list.items.length > 0 ? t('status.no_more') : undefined}
      loadMoreLabel={t('action.load_more')}
    >
      <GameTiles
        games={list.items}
        label={label}
        virtual
        onUnfavourited={
          favourites ? (game) => list.drop((item) => item.nodeId === game.nodeId) : undefined
        }
      />
    </InfiniteList>
  );
}
