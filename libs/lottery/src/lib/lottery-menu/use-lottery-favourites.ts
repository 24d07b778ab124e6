import {
  selectIsLoggedIn,
  selectUserName,
  storage,
  useAppSelector,
  useFavouriteIdsQuery,
  type LotteryGame,
} from '@mweb/api-client';
import { useCallback, useEffect, useMemo } from 'react';

/**
 * Whether a lottery is one of the member's favourites (never, for a guest). The server's
 * favourites decide; until they arrive, the ids kept in LOTTFAV for this user name do, and once
 * they arrive LOTTFAV is brought in step with them for the lotteries listed here.
 */
export function useLotteryFavourites(
  games: readonly LotteryGame[],
): (game: LotteryGame) => boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  const { data: nodeIds } = useFavouriteIdsQuery(undefined, { skip: !loggedIn });
  const stored = useMemo(
    () => new Set(loggedIn && userName ? storage.readLotteryFavourites(userName) : []),
    [loggedIn, userName],
  );
  const starred = useMemo(() => (nodeIds ? new Set(nodeIds) : undefined), [nodeIds]);

  useEffect(() => {
    if (!starred || !userName || games.length === 0) return;
    const listed = new Set(games.map((game) => game.gameId));
    const favourites = games
      .filter((game) => game.nodeId !== undefined && starred.has(game.nodeId))
      .map((game) => game.gameId);
    const kept = [...stored].filter((id) => !listed.has(id));
    const next = [...kept, ...favourites];
    if (next.length !== stored.size || next.some((id) => !stored.has(id))) {
      storage.writeLotteryFavourites(userName, next);
    }
  }, [starred, stored, userName, games]);

  return useCallback(
    (game: LotteryGame) => {
      if (!loggedIn) return false;
      if (starred) return game.nodeId !== undefined && starred.has(game.nodeId);
      return stored.has(game.gameId);
    },
    [loggedIn, starred, stored],
  );
}
