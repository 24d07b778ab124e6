import { gamesApi, useLazyGameListQuery, type Game } from '@mweb/api-client';
import { selectLanguage, selectMerchantCode } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import type { GameListFilter } from '../game-rules';
import { usePagedList, type PagedList } from './use-paged-list';

/** A category's games, page by page (SPEC.md section 4, "Game list"); null loads nothing. */
export function useGamePages(filter: GameListFilter | null, pageSize: number): PagedList<Game> {
  const merchant = useAppSelector(selectMerchantCode);
  const language = useAppSelector(selectLanguage);
  const [fetchPage] = useLazyGameListQuery();
  const key = filter ? JSON.stringify({ ...filter, pageSize, merchant, language }) : null;
  return usePagedList(key, async (pageNo) => {
    const page = await fetchPage(
      { ...filter, merchant, language, pageNo, pageSize, platform: 'html5', clientType: 2 },
      true,
    ).unwrap();
    return { items: page.games, pageNum: page.pageNum, totalPages: page.totalPages };
  });
}

/** The member's favourite games, page by page (SPEC.md section 4, "Favourites list"). */
export function useFavouritePages(enabled: boolean, pageSize: number): PagedList<Game> {
  const language = useAppSelector(selectLanguage);
  const [fetchPage] = gamesApi.endpoints.favouriteList.useLazyQuery();
  const key = enabled ? JSON.stringify({ favourites: pageSize, language }) : null;
  return usePagedList(key, async (pageNo) => {
    const page = await fetchPage({ pageNo, pageSize, language }).unwrap();
    return { items: page.content, pageNum: page.pageNum, totalPages: page.totalPages };
  });
}
