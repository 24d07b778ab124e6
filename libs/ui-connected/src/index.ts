export { QueryState } from './lib/query-state/query-state';
export { ListPager } from './lib/list-pager/list-pager';
export { useFavourites } from './lib/favourites/use-favourites';
