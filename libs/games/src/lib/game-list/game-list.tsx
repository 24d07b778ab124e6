import type { Game } from '@mweb/api-client';
import { QueryState } from '@mweb/ui-connected';
import { InfiniteList, VirtualList } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { tileKey, useRenderTile, type GameTilesProps } from './game-tiles';
import type { PagedList } from './use-paged-list';

/** A row of three tiles, before it is drawn and measured: a square icon and a line of name. */
const ESTIMATED_ROW_PX = 150;
/**
 * Rows drawn beyond each edge of the window: two rows of tiles (about 300 px) cover a fling's frame
 * and keep a list of 1000 under 400 DOM nodes in all.
 */
const OVERSCAN_ROWS = 2;

/** A long list of game tiles, scrolling with the page: only the rows near the window are drawn. */
export function VirtualGameTiles({ games, label, onUnfavourited }: GameTilesProps) {
  const renderTile = useRenderTile(onUnfavourited);
  return (
    <VirtualList
      items={games}
      getKey={tileKey}
      renderItem={renderTile}
      estimateRowHeight={ESTIMATED_ROW_PX}
      columns={3}
      overscan={OVERSCAN_ROWS}
      label={label}
    />
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
    // Nothing to list: the call failed (with a retry) or answered with no games.
    const call = { isLoading: false, isError: list.failed, data: list.items, refetch: list.retry };
    return (
      <QueryState query={call} isEmpty={(items) => items.length === 0}>
        {() => null}
      </QueryState>
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
      <VirtualGameTiles
        games={list.items}
        label={label}
        onUnfavourited={
          favourites ? (game) => list.drop((item) => item.nodeId === game.nodeId) : undefined
        }
      />
    </InfiniteList>
  );
}
