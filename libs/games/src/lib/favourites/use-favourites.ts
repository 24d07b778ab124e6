import {
  useAccess,
  selectIsLoggedIn,
  selectUserName,
  storage,
  useAddFavouriteMutation,
  useAppSelector,
  useFavouriteIdsQuery,
  useRemoveFavouriteMutation,
  type Game,
} from '@mweb/api-client';
import { useNotice } from '@mweb/ui-kit';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The favourite toggle's please-wait notice stays up to 10 s; "changes saved" shows 1 s (SPEC.md section 9). */
export const FAVOURITE_LOADING_MS = 10_000;
export const FAVOURITE_SAVED_MS = 1_000;

/** The game types whose favourites are lotteries, also kept in LOTTFAV (SPEC.md section 3). */
const LOTTERY_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameId'>;

export interface Favourites {
  /** Whether the game is a favourite (never, for a guest: whose star leads to login). */
  isFavourite: (nodeId: string) => boolean;
  /**
   * Adds or removes the favourite. Guests go to /m/login. The star changes only after the server
   * says yes; resolves to whether it did.
   */
  toggle: (game: FavouriteGame, favourite: boolean) => Promise<boolean>;
}

/** The member's favourites: the ids that star tiles, and the toggle (SPEC.md section 4). */
export function useFavourites(): Favourites {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const access = useAccess();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  const { data: ids } = useFavouriteIdsQuery(undefined, { skip: !loggedIn });
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const pending = useRef(new Set<string>());

  const starred = useMemo(() => (ids ? new Set(ids) : undefined), [ids]);

  const toggle = useCallback(
    async (game: FavouriteGame, favourite: boolean) => {
      if (!access('member')) return false;
      // A second tap on the same star while its call runs would undo what the first asked for.
      if (pending.current.has(game.nodeId)) return false;
      pending.current.add(game.nodeId);
      const loading = notice.loading(t('status.please_wait'), { duration: FAVOURITE_LOADING_MS });
      const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      try {
        await (favourite ? remove(body) : add(body)).unwrap();
        if (LOTTERY_TYPES.has(game.gameType) && userName) {
          const kept = storage.readLotteryFavourites(userName).filter((id) => id !== game.gameId);
          storage.writeLotteryFavourites(userName, favourite ? kept : [...kept, game.gameId]);
        }
        notice.success(t('changes_saved'), { duration: FAVOURITE_SAVED_MS });
        return true;
      } catch {
        // SPEC.md section 8: a failed toggle hides the notice and shows nothing else.
        notice.hide(loading);
        return false;
      } finally {
        pending.current.delete(game.nodeId);
      }
    },
    [access, notice, t, add, remove, userName],
  );

  const isFavourite = useCallback(
    (nodeId: string) => (loggedIn && starred ? starred.has(nodeId) : false),
    [loggedIn, starred],
  );

  return useMemo(() => ({ isFavourite, toggle }), [isFavourite, toggle]);
}
