import type { LazyScreen } from '@mweb/api-client/screens';

/**
 * The home page's promotion popup and unclaimed badge (`HomePromotions`), in a chunk of their own:
 * every home visit loads them, and the screens' chunk (with the modules it brings) is several times
 * their size. A module apart from the screens' table, so that its import stands in the home page's
 * lower sections, which use it, and not in the first load, which holds the table.
 */
export const loadHomePromotions: LazyScreen = () =>
  import('./home-promotions').then((module) => ({ Component: module.HomePromotions }));
