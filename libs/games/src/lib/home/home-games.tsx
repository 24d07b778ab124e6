import { useHotGamesQuery } from '@mweb/api-client';
import { ScreenLink, useScreenPath, useScreenPaths } from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { selectLanguage, selectMerchantCode } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { QueryState } from '@mweb/ui-connected';
import { Skeleton, Tabs } from '@mweb/ui-kit';
import { Suspense, lazy, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GameTiles } from '../game-list/game-tiles';
import { useFavouritePages } from '../game-list/use-game-pages';
import { PAGE_SIZES } from '../game-rules';
import { useLaunchGame } from '../launch/use-launch-game';
import { RecentBlock } from '../recent/recent-games';
import { SearchBox } from '../search/game-search';
import styles from './home-games.module.css';

/** The home page's category tabs (SPEC.md section 2, "Game category tabs"). */
export const HOME_CATEGORIES = ['HOT', 'FAV', 'JL', 'EG3', 'BINGO', 'PROMO', 'ELOTT'] as const;

/** The hot block shows this many tiles before its "more" link. */
const HOT_BLOCK_TILES = 9;
/** The favourites block shows this many before its "more" tile. */
const FAVOURITES_BLOCK_TILES = 5;
/** The recently played block shows this many, newest first. */
const RECENT_BLOCK_TILES = 6;

/** The ELOTT tab launches the lottery lobby rather than listing games. */
const ELOTT_LOBBY = { gameId: 'lobby', nodeId: 'lobby', vassalage: 'ELOTT', gameType: 'ELOTT' };

function BlockHead({ title, more }: { title: string; more: 'hot' | 'fav' }) {
  const { t } = useTranslation('games');
  return (
    <div className={styles['head']}>
      <h2 className={styles['title']}>{title}</h2>
      <ScreenLink screen="gameList" query={{ type: more }} className={styles['more']}>
        {t('more')}
      </ScreenLink>
    </div>
  );
}

function HotBlock() {
  const { t } = useTranslation('games');
  const merchantCode = useAppSelector(selectMerchantCode);
  const language = useAppSelector(selectLanguage);
  const hot = useHotGamesQuery({ merchantCode, isPlatform: 2, platform: 'html5', language });
  const title = t('games:category.HOT');
  return (
    <section className={styles['block']} aria-label={title}>
      <BlockHead title={title} more="hot" />
      <QueryState
        query={hot}
        isEmpty={(data) => data.list.length === 0}
        shape="tiles"
        count={HOT_BLOCK_TILES}
      >
        {(data) => <GameTiles games={data.list.slice(0, HOT_BLOCK_TILES)} label={title} />}
      </QueryState>
    </section>
  );
}

/** The member's favourites, hidden while empty, with a "more" tile to the whole list. */
function FavouritesBlock() {
  const { t } = useTranslation('games');
  const list = useFavouritePages(true, PAGE_SIZES.favourites);
  if (list.items.length === 0) return null;
  const title = t('category.FAV');
  return (
    <section className={styles['block']} aria-label={title}>
      <BlockHead title={title} more="fav" />
      <GameTiles games={list.items.slice(0, FAVOURITES_BLOCK_TILES)} label={title} />
    </section>
  );
}

/**
 * The other categories page through long lists (a virtual list, vendor tabs, the favourites'
 * paging): their code loads when one is chosen, so home's first screens, on HOT, carry none of it.
 */
const loadCategoryGames = () => import('./home-category-games');
const CategoryGames = lazy(() =>
  loadCategoryGames().then((module) => ({ default: module.CategoryGames })),
);
const FavouriteCategory = lazy(() =>
  loadCategoryGames().then((module) => ({ default: module.FavouriteCategory })),
);

export interface HomeGamesProps {
  /** The selected category (the shell keeps it: `homeGameCategory`, HOT by default). */
  category: string;
  /** Selects a category that lists games. */
  onCategory: (category: string) => void;
}

/**
 * The home page's games: the category tabs and the selected category's games. PROMO goes to the
 * promotions, ELOTT launches its lobby, any other tab selects its category and scrolls to the top.
 */
export function HomeGames({ category, onCategory }: HomeGamesProps) {
  const { t } = useTranslation(['games', 'common']);
  const loading = t('common:status.loading');
  const navigate = useNavigate();
  const promotions = useScreenPath('activity');
  const pathTo = useScreenPaths();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { launch } = useLaunchGame();
  const tabs = HOME_CATEGORIES.filter((key) => key !== 'PROMO' || promotions !== null);
  const selected = (HOME_CATEGORIES as readonly string[]).includes(category) ? category : 'HOT';
  // A tap repaints the tab at once; the category's games render after that paint, in a render
  // React may interrupt, and the old games stay until the new ones are ready (no skeleton flash
  // when the chunk is loaded already). On a slow phone the grid is most of the tap's work.
  const shown = useDeferredValue(selected);
  const select = (key: string) => {
    if (key === 'PROMO') {
      if (promotions) void navigate(promotions);
    } else if (key === 'ELOTT') {
      void launch(ELOTT_LOBBY);
    } else {
      onCategory(key);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };
  return (
    <div className={styles['games']}>
      {/* Home's search leaves for the game centre's results, where the term stays in the URL. */}
      <SearchBox
        initial=""
        submitOnly
        onSearch={(term) => {
          const results = term ? pathTo('game', { q: term }) : null;
          if (results) void navigate(results);
        }}
      />
      <div className={styles['tabs']}>
        <Tabs
          items={tabs.map((key) => ({ id: key, label: t(`category.${key}`) }))}
          selectedId={selected}
          onSelect={select}
          label={t('categories')}
          layout="scroll"
        />
      </div>
      {shown === 'HOT' ? (
        <>
          <HotBlock />
          {loggedIn ? (
            <RecentBlock
              title={t('category.RECENT')}
              className={styles['block']}
              titleClassName={styles['title']}
              limit={RECENT_BLOCK_TILES}
            />
          ) : null}
          {loggedIn ? <FavouritesBlock /> : null}
        </>
      ) : (
        <Suspense fallback={<Skeleton shape="tiles" count={HOT_BLOCK_TILES} label={loading} />}>
          {shown === 'FAV' ? <FavouriteCategory /> : <CategoryGames key={shown} category={shown} />}
        </Suspense>
      )}
    </div>
  );
}
