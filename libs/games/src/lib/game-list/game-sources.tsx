import { useHotGamesQuery } from '@mweb/api-client';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { selectLanguage, selectMerchantCode } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Checkbox, Empty, useNotice } from '@mweb/ui-kit';
import { QueryState } from '@mweb/ui-connected';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameListFilter, PAGE_SIZES, type GameListFilter } from '../game-rules';
import { SearchBox } from '../search/game-search';
import { GameList, VirtualGameTiles } from './game-list';
import styles from './game-list.module.css';
import { useFavouritePages, useGamePages } from './use-game-pages';

/** in_logged_login shows this long (SPEC.md section 9). */
export const LOGGED_OUT_NOTICE_MS = 2_000;

/** The vendor search's filters: a name, and the two hints of SPEC.md section 9. */
interface Search {
  gameName: string;
  minBet: boolean;
  minLines: boolean;
}

function searchFilter(base: GameListFilter, search: Search): GameListFilter {
  return {
    ...base,
    ...(search.gameName.trim() ? { gameName: search.gameName.trim() } : {}),
    ...(search.minBet ? { minBet: 1 } : {}),
    ...(search.minLines ? { minLine: 25 } : {}),
  };
}

/** The hot list: one request, no paging (SPEC.md section 4). */
export function HotGames({ label }: { label: string }) {
  const merchantCode = useAppSelector(selectMerchantCode);
  const language = useAppSelector(selectLanguage);
  const hot = useHotGamesQuery({ merchantCode, isPlatform: 2, platform: 'html5', language });
  return (
    <QueryState query={hot} isEmpty={(data) => data.list.length === 0} shape="tiles" count={9}>
      {(data) => <VirtualGameTiles games={data.list} label={label} />}
    </QueryState>
  );
}

/** The member's favourites, 15 a page; a guest is told to log in (SPEC.md section 6). */
export function FavouriteGames({ label }: { label: string }) {
  const { t } = useTranslation('common');
  const notice = useNotice();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const list = useFavouritePages(loggedIn, PAGE_SIZES.favourites);
  useEffect(() => {
    // SPEC.md section 6: favourites load only when logged in.
    if (!loggedIn) notice.info(t('in_logged_login'), { duration: LOGGED_OUT_NOTICE_MS });
  }, [loggedIn, notice, t]);
  if (!loggedIn) return <Empty title={t('in_no_data')} />;
  return <GameList list={list} label={label} favourites />;
}

export function VendorGames({
  gameType,
  vassalage,
  label,
  nameSearch = true,
}: {
  gameType: string;
  vassalage?: string;
  label: string;
  /**
   * The name field of the vendor search; off in the game centre, whose own search (every vendor,
   * narrowed by category and vendor) stands above: one search field per screen.
   */
  nameSearch?: boolean;
}) {
  const { t } = useTranslation('games');
  const [search, setSearch] = useState<Search>({ gameName: '', minBet: false, minLines: false });
  const list = useGamePages(
    searchFilter(gameListFilter(gameType, vassalage), search),
    PAGE_SIZES.gameList,
  );
  // The two hints of SPEC.md section 9, with or without the name field.
  const hints = (
    <div className={styles['hints']}>
      <Checkbox
        label={t('min_bet_1_yuan')}
        checked={search.minBet}
        onChange={(event) => {
          const minBet = event.currentTarget.checked;
          setSearch((current) => ({ ...current, minBet }));
        }}
      />
      <Checkbox
        label={t('min_lines_25')}
        checked={search.minLines}
        onChange={(event) => {
          const minLines = event.currentTarget.checked;
          setSearch((current) => ({ ...current, minLines }));
        }}
      />
    </div>
  );
  if (!nameSearch)
    return (
      <>
        <div className={styles['search']}>{hints}</div>
        <GameList list={list} label={label} />
      </>
    );
  return (
    <>
      <SearchBox
        initial={search.gameName}
        submitOnly
        onSearch={(gameName) => setSearch((current) => ({ ...current, gameName }))}
      >
        {hints}
      </SearchBox>
      <GameList list={list} label={label} />
    </>
  );
}
