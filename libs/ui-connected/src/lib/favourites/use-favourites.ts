import {
  useAddFavouriteMutation,
  useFavouriteIdsQuery,
  useRemoveFavouriteMutation,
} from '@mweb/api-client';
import { useAccess } from '@mweb/api-client/screens';
import { selectIsLoggedIn, selectUserName } from '@mweb/api-client/session';
import { storage } from '@mweb/api-client/storage';
import { useAppSelector } from '@mweb/api-client/store';
import { useNotice } from '@mweb/ui-kit';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Subscribes to none of a mutation's state, so its calls re-render nothing. */
const NO_MUTATION_STATE = { selectFromResult: () => ({}) };

/** The favourite toggle's please-wait notice stays up to 10 s; "changes saved" shows 1 s (SPEC.md section 9). */
export const FAVOURITE_LOADING_MS = 10_000;
export const FAVOURITE_SAVED_MS = 1_000;

/** The game types whose favourites are lotteries, also kept in LOTTFAV (SPEC.md section 3). */
const LOTTERY_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** A game or a lottery, as far as a favourite needs it. */
export interface FavouriteItem {
  /** The server's id of its favourite; an item without one cannot be a favourite. */
  nodeId?: string | undefined;
  vassalage: string;
  gameType: string;
  /** The id LOTTFAV keeps for a lottery. */
  gameId: string;
}

export interface Favourites {
  /** Whether someone is logged in: a guest has no favourites. */
  loggedIn: boolean;
  /**
   * Whether the item is one of the member's favourites: the server's list decides; until it
   * arrives, a lottery kept in LOTTFAV is. Never, for a guest.
   */
  isFavourite: (item: FavouriteItem) => boolean;
  /**
   * Adds or removes the favourite; the star changes once the server says yes, and a lottery's
   * LOTTFAV entry follows. Resolves to whether it changed (never, for a guest, who goes to
   * /m/login).
   */
  toggle: (item: FavouriteItem) => Promise<boolean>;
  /** The star's names, in the member's language. */
  labels: { add: string; remove: string };
}

const NONE: readonly FavouriteItem[] = [];

/**
 * The member's favourites of games and lotteries: one toggle, one set of words, and the only code
 * that writes LOTTFAV. `listed` are the lotteries a screen shows: once the server's favourites
 * arrive, their LOTTFAV entries are brought in step with them.
 */
export function useFavourites(listed: readonly FavouriteItem[] = NONE): Favourites {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const access = useAccess();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  const { data: nodeIds } = useFavouriteIdsQuery(undefined, { skip: !loggedIn });
  // The star answers from `toggle`'s promise: a list of tiles that re-rendered for each call's
  // pending and fulfilled states made a tap on a slow phone wait for the whole list to render.
  const [add] = useAddFavouriteMutation(NO_MUTATION_STATE);
  const [remove] = useRemoveFavouriteMutation(NO_MUTATION_STATE);
  const pending = useRef(new Set<string>());
  const stored = useMemo(
    () => new Set(loggedIn && userName ? storage.readLotteryFavourites(userName) : []),
    [loggedIn, userName],
  );
  const starred = useMemo(() => (nodeIds ? new Set(nodeIds) : undefined), [nodeIds]);

  useEffect(() => {
    if (!starred || !userName || listed.length === 0) return;
    const shown = new Set(listed.map((item) => item.gameId));
    const favourites = listed
      .filter((item) => item.nodeId !== undefined && starred.has(item.nodeId))
      .map((item) => item.gameId);
    const kept = [...stored].filter((id) => !shown.has(id));
    const next = [...kept, ...favourites];
    if (next.length !== stored.size || next.some((id) => !stored.has(id))) {
      storage.writeLotteryFavourites(userName, next);
    }
  }, [starred, stored, userName, listed]);

  const isFavourite = useCallback(
    (item: FavouriteItem) => {
      if (!loggedIn) return false;
      if (starred) return item.nodeId !== undefined && starred.has(item.nodeId);
      return LOTTERY_TYPES.has(item.gameType) && stored.has(item.gameId);
    },
    [loggedIn, starred, stored],
  );

  const toggle = useCallback(
    async (item: FavouriteItem) => {
      const { nodeId } = item;
      // SPEC.md section 8: a guest's star leads to /m/login.
      if (!access('member')) return false;
      // A second tap on the same star while its call runs would undo what the first asked for.
      if (nodeId === undefined || pending.current.has(nodeId)) return false;
      pending.current.add(nodeId);
      const favourite = isFavourite(item);
      const loading = notice.loading(t('status.please_wait'), { duration: FAVOURITE_LOADING_MS });
      const body = { nodeId, vendor: item.vassalage, gameType: item.gameType };
      try {
        await (favourite ? remove(body) : add(body)).unwrap();
        if (LOTTERY_TYPES.has(item.gameType) && userName) {
          const kept = storage.readLotteryFavourites(userName).filter((id) => id !== item.gameId);
          storage.writeLotteryFavourites(userName, favourite ? kept : [...kept, item.gameId]);
        }
        notice.success(t('changes_saved'), { duration: FAVOURITE_SAVED_MS });
        return true;
      } catch {
        // SPEC.md section 8: a failed toggle hides the notice and shows nothing else.
        notice.hide(loading);
        return false;
      } finally {
        pending.current.delete(nodeId);
      }
    },
    [access, isFavourite, notice, t, add, remove, userName],
  );

  const addLabel = t('favourite.add');
  const removeLabel = t('favourite.remove');
  const labels = useMemo(() => ({ add: addLabel, remove: removeLabel }), [addLabel, removeLabel]);

  return useMemo(
    () => ({ loggedIn, isFavourite, toggle, labels }),
    [loggedIn, isFavourite, toggle, labels],
  );
}
