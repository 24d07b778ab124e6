import { useVendorsByMerchantQuery } from '@mweb/api-client';
import { gamePart, useScreenPath } from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { SideMenu, Skeleton, Tabs } from '@mweb/ui-kit';
import { Suspense, createElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOTTERY_LANES, centreCategories, vendorTabs, type VendorEntry } from '../game-rules';
import { FavouriteGames, HotGames, VendorGames } from '../game-list/game-sources';
import { RecentGames } from '../recent/recent-games';
import { SearchBox, SearchResults, searchTermOf } from '../search/game-search';
import styles from './game-centre.module.css';

/** The vendor tab that lists every vendor of the category. */
const ALL_VENDORS = 'ALL';

/**
 * The selected category and vendor live in the URL, so that back and a shared link keep them; so
 * do a search's term (`q`) and what it is narrowed to (`searchCategory`, `searchVendor`), so that
 * back and a reload show the same results.
 */
function useCentreQuery(fallbackCategory: string) {
  const [params, setParams] = useSearchParams();
  const category = (params.get('category') ?? fallbackCategory).toUpperCase();
  const vendor = params.get('vassalage') ?? ALL_VENDORS;
  const search = {
    term: searchTermOf(params.get('q')),
    category: params.get('searchCategory') ?? '',
    vendor: params.get('searchVendor') ?? '',
  };
  const searchFor = (next: { term?: string; category?: string; vendor?: string }) => {
    const query = new URLSearchParams(params);
    const put = (key: string, value: string) => {
      if (value) query.set(key, value);
      else query.delete(key);
    };
    if (next.term !== undefined) put('q', next.term);
    if (next.category !== undefined) {
      put('searchCategory', next.category);
      query.delete('searchVendor');
    }
    if (next.vendor !== undefined) put('searchVendor', next.vendor);
    if (!query.get('q')) {
      query.delete('searchCategory');
      query.delete('searchVendor');
    }
    setParams(query, { replace: true });
  };
  const select = (next: { category?: string; vendor?: string }) => {
    const query = new URLSearchParams(params);
    // Choosing a category leaves the search.
    if (next.category !== undefined)
      for (const key of ['q', 'searchCategory', 'searchVendor']) query.delete(key);
    if (next.category !== undefined) {
      query.set('category', next.category);
      query.delete('vassalage');
    }
    if (next.vendor !== undefined) {
      if (next.vendor === ALL_VENDORS) query.delete('vassalage');
      else query.set('vassalage', next.vendor);
    }
    setParams(query, { replace: true });
  };
  return { category, vendor, select, search, searchFor };
}

function CategoryGames({
  category,
  vendor,
  vendors,
  onVendor,
  nameSearch = true,
}: {
  category: string;
  vendor: string;
  vendors: readonly VendorEntry[];
  onVendor: (vendor: string) => void;
  /** The vendor search's name field: off where the game centre's own search stands above. */
  nameSearch?: boolean;
}) {
  const { t } = useTranslation('games');
  const lotteryLane = gamePart('lotteryLane');
  const label = t(`category.${category}`, { defaultValue: category });
  if (category === 'HOT') return <HotGames label={label} />;
  if (category === 'FAV') return <FavouriteGames label={label} />;
  if (category === 'RECENT') return <RecentGames label={label} />;
  if (lotteryLane && LOTTERY_LANES.has(category))
    return (
      <Suspense fallback={<Skeleton shape="text" count={6} label={t('common:status.loading')} />}>
        {/* The app's part, one component for the app's life: created once, not here. */}
        {createElement(lotteryLane, { category })}
      </Suspense>
    );
  return (
    <>
      {vendors.length > 0 ? (
        <Tabs
          items={[
            { id: ALL_VENDORS, label: t('category.ALL') },
            ...vendors.map((entry) => ({ id: entry.vassalage, label: entry.accountTypeName })),
          ]}
          selectedId={vendor}
          onSelect={onVendor}
          label={t('vendors')}
          layout="scroll"
        />
      ) : null}
      <VendorGames
        key={`${category}/${vendor}`}
        gameType={category}
        vassalage={vendor === ALL_VENDORS ? undefined : vendor}
        label={label}
        nameSearch={nameSearch}
      />
    </>
  );
}

/**
 * /m/game and /m/gameCenter: the game entrance, a sticky side menu of categories with the
 * selected one's games beside it (SPEC.md section 2, "Game entrance screen"), a member's recently
 * played games after the favourites, and above them the search across every vendor. PROMO goes to
 * the promotions.
 */
export function GameCentrePage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const promotions = useScreenPath('activity');
  const contentId = useId();
  const { data, isLoading } = useVendorsByMerchantQuery();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { category, vendor, select, search, searchFor } = useCentreQuery('HOT');
  const mapping = data?.mapping ?? {};
  const categories = centreCategories(mapping, data?.sorting ?? [])
    .filter((key) => key !== 'PROMO' || promotions !== null)
    .flatMap((key) => (key === 'FAV' && loggedIn ? [key, 'RECENT'] : [key]));
  const onSelect = (key: string) => {
    if (key === 'PROMO') {
      if (promotions) void navigate(promotions);
      return;
    }
    select({ category: key });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div className={styles['centre']}>
      <SideMenu
        items={categories.map((key) => ({ id: key, label: t(`category.${key}`) }))}
        selectedId={category}
        onSelect={onSelect}
        label={t('categories')}
        controls={contentId}
      />
      <section
        id={contentId}
        className={styles['content']}
        aria-label={search.term ? t('search') : t(`category.${category}`)}
      >
        <SearchBox initial={search.term} onSearch={(term) => searchFor({ term })} />
        {search.term ? (
          <SearchResults
            term={search.term}
            category={search.category}
            vendor={search.vendor}
            onFilter={searchFor}
          />
        ) : isLoading ? (
          <Skeleton shape="tiles" count={9} label={t('common:status.loading')} />
        ) : (
          <CategoryGames
            category={category}
            vendor={vendor}
            vendors={vendorTabs(category, mapping)}
            onVendor={(next) => select({ vendor: next })}
            nameSearch={false}
          />
        )}
      </section>
    </div>
  );
}

/** /m/slotsCenter: the slots (RNG) by vendor, without the side menu. */
export function SlotsCentrePage() {
  const { data } = useVendorsByMerchantQuery();
  const { vendor, select } = useCentreQuery('RNG');
  return (
    <div className={styles['slots']}>
      <CategoryGames
        category="RNG"
        vendor={vendor}
        vendors={vendorTabs('RNG', data?.mapping ?? {})}
        onVendor={(next) => select({ vendor: next })}
      />
    </div>
  );
}
