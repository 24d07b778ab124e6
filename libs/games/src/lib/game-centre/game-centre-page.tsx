import { useVendorsByMerchantQuery } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import { SideMenu, Skeleton, Tabs } from '@mweb/ui-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { centreCategories, vendorTabs, type VendorEntry } from '../game-rules';
import { FavouriteGames, HotGames, VendorGames } from '../game-list/game-sources';
import styles from './game-centre.module.css';

/** The vendor tab that lists every vendor of the category. */
const ALL_VENDORS = 'ALL';

/** The selected category and vendor live in the URL, so that back and a shared link keep them. */
function useCentreQuery(fallbackCategory: string) {
  const [params, setParams] = useSearchParams();
  const category = (params.get('category') ?? fallbackCategory).toUpperCase();
  const vendor = params.get('vassalage') ?? ALL_VENDORS;
  const select = (next: { category?: string; vendor?: string }) => {
    const query = new URLSearchParams(params);
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
  return { category, vendor, select };
}

function CategoryGames({
  category,
  vendor,
  vendors,
  onVendor,
}: {
  category: string;
  vendor: string;
  vendors: readonly VendorEntry[];
  onVendor: (vendor: string) => void;
}) {
  const { t } = useTranslation('games');
  const label = t(`category.${category}`, { defaultValue: category });
  if (category === 'HOT') return <HotGames label={label} />;
  if (category === 'FAV') return <FavouriteGames label={label} />;
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
      />
    </>
  );
}

/**
 * /m/game and /m/gameCenter: the game entrance, a sticky side menu of categories with the
 * selected one's games beside it (SPEC.md section 2, "Game entrance screen"). PROMO goes to the
 * promotions.
 */
export function GameCentrePage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const promotions = useScreenPath('activity');
  const contentId = useId();
  const { data, isLoading } = useVendorsByMerchantQuery();
  const { category, vendor, select } = useCentreQuery('HOT');
  const mapping = data?.mapping ?? {};
  const categories = centreCategories(mapping, data?.sorting ?? []).filter(
    (key) => key !== 'PROMO' || promotions !== null,
  );
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
      <section id={contentId} className={styles['content']} aria-label={t(`category.${category}`)}>
        {isLoading ? (
          <Skeleton shape="tiles" count={9} label={t('common:status.loading')} />
        ) : (
          <CategoryGames
            category={category}
            vendor={vendor}
            vendors={vendorTabs(category, mapping)}
            onVendor={(next) => select({ vendor: next })}
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
