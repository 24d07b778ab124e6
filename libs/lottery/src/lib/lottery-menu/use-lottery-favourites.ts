import {
  selectIsLoggedIn,
  selectUserName,
  storage,
  useAddFavouriteMutation,
  useAppSelector,
  useFavouriteIdsQuery,
  useRemoveFavouriteMutation,
  type LotteryGame,
} from '@mweb/api-client';
import { useNotice } from '@mweb/ui-kit';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The favourite star's please-wait notice stays up to 10 s; "changes saved" shows 1 s (SPEC.md section 9). */
export const FAVOURITE_LOADING_MS = 10_000;
export const FAVOURITE_SAVED_MS = 1_000;

export interface LotteryFavourites {
  /** Whether a lottery is one of the member's favourites (never, for a guest). */
  isFavourite: (game: LotteryGame) => boolean;
  /**
   * Adds or removes a member's favourite; the star changes once the server says yes, and LOTTFAV
   * follows the server's answer. Null for a guest, who has no favourites.
   */
  toggle: ((game: LotteryGame) => void) | null;
}

/**
 * A member's lottery favourites. The server's favourites decide; until they arrive, the ids kept in
 * LOTTFAV for this user name do, and once they arrive LOTTFAV is brought in step with them for the
 * lotteries listed here.
 */
export function useLotteryFavourites(games: readonly LotteryGame[]): LotteryFavourites {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  const { data: nodeIds } = useFavouriteIdsQuery(undefined, { skip: !loggedIn });
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const pending = useRef(new Set<string>());
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

  const isFavourite = useCallback(
    (game: LotteryGame) => {
      if (!loggedIn) return false;
      if (starred) return game.nodeId !== undefined && starred.has(game.nodeId);
      return stored.has(game.gameId);
    },
    [loggedIn, starred, stored],
  );

  const toggle = useCallback(
    (game: LotteryGame) => {
      const { nodeId } = game;
      // A second tap on the same star while its call runs would undo what the first asked for.
      if (nodeId === undefined || pending.current.has(nodeId)) return;
      pending.current.add(nodeId);
      const loading = notice.loading(t('status.please_wait'), { duration: FAVOURITE_LOADING_MS });
      const body = { nodeId, vendor: game.vassalage, gameType: game.gameType };
      (isFavourite(game) ? remove(body) : add(body))
        .unwrap()
        .then(
          () => notice.success(t('changes_saved'), { duration: FAVOURITE_SAVED_MS }),
          // SPEC.md section 8: a failed toggle hides the notice and shows nothing else.
          () => notice.hide(loading),
        )
        .finally(() => pending.current.delete(nodeId));
    },
    [notice, t, isFavourite, add, remove],
  );

  return useMemo(
    () => ({ isFavourite, toggle: loggedIn ? toggle : null }),
    [isFavourite, toggle, loggedIn],
  );
}
