export { QueryState } from './lib/query-state/query-state';
export type { CallLike, QueryStateProps } from './lib/query-state/query-state';
export { ListPager } from './lib/list-pager/list-pager';
export type { ListPagerProps } from './lib/list-pager/list-pager';
export { useFavourites } from './lib/favourites/use-favourites';
export type { FavouriteItem, Favourites } from './lib/favourites/use-favourites';
