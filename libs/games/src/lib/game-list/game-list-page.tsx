import { useBack } from '@mweb/api-client/screens';
import { Header } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styles from './game-list.module.css';
import { FavouriteGames, HotGames, VendorGames } from './game-sources';

/**
 * /m/gameList: the hot list (`type=hot`), the favourites (`type=fav`), or a category's games by
 * `gameType` and `vassalage`, with the vendor search. The layout gives it no header, so it draws
 * its own top.
 */
export function GameListPage() {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const back = useBack();
  const type = params.get('type');
  const gameType = (params.get('gameType') ?? '').toUpperCase();
  const vassalage = params.get('vassalage') ?? undefined;
  const title =
    type === 'hot'
      ? t('games:category.HOT')
      : type === 'fav'
        ? t('games:category.FAV')
        : gameType
          ? t(`games:category.${gameType}`, { defaultValue: gameType })
          : t('common:title.game_list');
  return (
    <>
      <Header title={title} onBack={back} backLabel={t('common:header.back')} sticky />
      <main className={styles['page']}>
        {type === 'hot' ? (
          <HotGames label={title} />
        ) : type === 'fav' ? (
          <FavouriteGames label={title} />
        ) : (
          <VendorGames gameType={gameType} vassalage={vassalage} label={title} />
        )}
      </main>
    </>
  );
}
