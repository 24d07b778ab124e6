import { useVendorsByMerchantQuery } from '@mweb/api-client';
import { ScreenLink } from '@mweb/api-client/screens';
import { Tabs } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameList } from '../game-list/game-list';
import { FavouriteGames } from '../game-list/game-sources';
import { useGamePages } from '../game-list/use-game-pages';
import { gameListFilter, PAGE_SIZES, vendorTabs } from '../game-rules';
import styles from './home-games.module.css';

/** The home page's favourites tab: the member's whole list, paged. */
export function FavouriteCategory() {
  const { t } = useTranslation('games');
  return (
    <section className={styles['block']}>
      <FavouriteGames label={t('category.FAV')} />
    </section>
  );
}

/** A game category on the home page: its vendors as tabs, its games paged, and View all. */
export function CategoryGames({ category }: { category: string }) {
  const { t } = useTranslation('games');
  const { data } = useVendorsByMerchantQuery();
  const vendors = vendorTabs(category, data?.mapping ?? {});
  const [vendor, setVendor] = useState<string>('');
  const list = useGamePages(gameListFilter(category, vendor || undefined), PAGE_SIZES.homeSection);
  const label = t(`category.${category}`, { defaultValue: category });
  return (
    <section className={styles['block']} aria-label={label}>
      <div className={styles['head']}>
        {vendors.length > 0 ? (
          <Tabs
            items={[
              { id: '', label: t('category.ALL') },
              ...vendors.map((entry) => ({ id: entry.vassalage, label: entry.accountTypeName })),
            ]}
            selectedId={vendor}
            onSelect={setVendor}
            label={t('vendors')}
            layout="scroll"
          />
        ) : (
          <h2 className={styles['title']}>{label}</h2>
        )}
        <ScreenLink
          screen="gameList"
          query={{ gameType: category, vassalage: vendor || undefined }}
          className={styles['more']}
        >
          {t('view_all')}
        </ScreenLink>
      </div>
      <GameList list={list} label={label} />
    </section>
  );
}
