import { gamesApi } from '@mweb/api-client';
import { ScreenLink, useScreenPaths, type LotteryLaneProps } from '@mweb/api-client/screens';
import { selectImageCdn, selectMerchantCode } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { QueryState, useFavourites } from '@mweb/ui-connected';
import { Header, Tabs, VirtualList } from '@mweb/ui-kit';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLotteryClock } from '../clock/lottery-clock';
import { weekdayNumber } from '../draw-timing';
import { iconUrlOf } from './icon-url';
import { LotteryRow } from './lottery-row';
import homeStyles from '../home/home-lottery.module.css';
import styles from './lottery-menu.module.css';
import {
  KENO_VENDOR,
  WEEKDAYS,
  WEEKDAY_FILTERED,
  favouritesFirst,
  launchQueryOf,
  menuEntries,
  onWeekday,
} from './menu-rules';
import { useLotteryMenu, type PrizeMode } from './use-lottery-menu';

/** A row's height before it is measured: icon, two lines and padding. */
const ROW_HEIGHT = 65;

export function prizeModeOf(value: string | null): PrizeMode {
  return value === 'SEA' ? 'SEA' : 'ModeElott';
}

function weekdayOf(value: string | null, today: number): number {
  const day = Number(value);
  return Number.isInteger(day) && day >= 1 && day <= 7 ? day : today;
}

/**
 * Whether a GPI provider is available: the lottery list call (SPEC.md section 7: gameType ELOTT,
 * page 1 of 1000, vassalage GPI) lists its lotteries. Undefined until it answers, or when it fails.
 */
function useGpiAvailable(): boolean | undefined {
  const merchant = useAppSelector(selectMerchantCode);
  const { data } = gamesApi.endpoints.gameList.useQuery({
    merchant,
    gameType: 'ELOTT',
    pageNo: 1,
    pageSize: 1000,
    vassalage: KENO_VENDOR,
    platform: 'html5',
    clientType: 2,
  });
  return data ? data.games.length > 0 : undefined;
}

/** Where a menu keeps its choices in the URL: /m/lottery and the game centre's lane differ. */
interface MenuKeys {
  category: string;
  day: string;
}

/**
 * A lottery menu: its categories (a KENO entry when a GPI provider is available), the weekday
 * filter (today unless told) for central and southern Vietnam, and the member's favourites first.
 * The rows count down together on the screen's one ticker and are virtualised with the page's
 * scroll. The choices live in the URL under `keys`.
 */
export function LotteryMenuView({
  prizeMode,
  keys,
  after,
}: {
  prizeMode: PrizeMode;
  keys: MenuKeys;
  /** Drawn after the list (the lane's view-all link). */
  after?: ReactNode;
}) {
  const { t } = useTranslation(['lottery', 'common']);
  const [params, setParams] = useSearchParams();
  const clock = useLotteryClock();
  const pathTo = useScreenPaths();
  const cdn = useAppSelector(selectImageCdn);
  const menu = useLotteryMenu(prizeMode);
  const gpiAvailable = useGpiAvailable();

  const entries = useMemo(
    () => menuEntries(menu.categories, t('keno'), gpiAvailable),
    [menu.categories, t, gpiAvailable],
  );
  const selected = entries.find((entry) => entry.code === params.get(keys.category)) ?? entries[0];
  const weekday = weekdayOf(params.get(keys.day), weekdayNumber(new Date(clock.now())));
  const listed = useMemo(() => entries.flatMap((entry) => entry.games), [entries]);
  const favourites = useFavourites(listed);
  const { isFavourite } = favourites;
  const games = useMemo(
    () =>
      selected
        ? favouritesFirst(onWeekday(selected.code, selected.games, weekday), isFavourite)
        : [],
    [selected, weekday, isFavourite],
  );

  const choose = (key: 'category' | 'day', value: string) => {
    const next = new URLSearchParams(params);
    next.set(keys[key], value);
    if (key === 'category') next.delete(keys.day);
    setParams(next, { replace: true });
  };

  return (
    <QueryState
      query={{
        isLoading: menu.loading,
        isError: menu.failed,
        data: menu.loading || menu.failed ? undefined : entries,
        refetch: menu.retry,
      }}
      isEmpty={() => !selected}
      count={6}
    >
      {() =>
        selected ? (
          <>
            <div className={styles['filters']}>
              <Tabs
                label={t('lottery:categories')}
                layout="scroll"
                items={entries.map((entry) => ({ id: entry.code, label: entry.label }))}
                selectedId={selected.code}
                onSelect={(code) => choose('category', code)}
              />
              {WEEKDAY_FILTERED.has(selected.code) ? (
                <Tabs
                  label={t('lottery:weekday_filter')}
                  layout="scroll"
                  items={WEEKDAYS.map((day) => ({
                    id: String(day),
                    label: t(`lottery:weekday.${day}`),
                  }))}
                  selectedId={String(weekday)}
                  onSelect={(day) => choose('day', day)}
                />
              ) : null}
            </div>
            <QueryState
              query={{ isLoading: false, isError: false, data: games }}
              isEmpty={(shown) => shown.length === 0}
            >
              {(shown) => (
                <VirtualList
                  items={shown}
                  getKey={(game) => game.gameId}
                  estimateRowHeight={ROW_HEIGHT}
                  label={selected.label}
                  renderItem={(game) => (
                    <LotteryRow
                      game={game}
                      receivedAt={menu.receivedAt}
                      iconUrl={iconUrlOf(game, cdn)}
                      launchPath={pathTo(
                        'launchGame',
                        launchQueryOf(game, selected.code, prizeMode),
                      )}
                      favourite={
                        favourites.loggedIn && game.nodeId !== undefined
                          ? {
                              on: isFavourite(game),
                              onToggle: () => void favourites.toggle(game),
                              labels: favourites.labels,
                            }
                          : undefined
                      }
                    />
                  )}
                />
              )}
            </QueryState>
            {after}
          </>
        ) : null
      }
    </QueryState>
  );
}

/**
 * /m/lottery: every lottery of the menu by category (`category` in the query; the first one
 * unless told), the weekday filter (`day`), `prize_mode` (ModeElott unless SEA).
 */
export function LotteryPage() {
  const { t } = useTranslation(['lottery', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pathTo = useScreenPaths();
  const prizeMode = prizeModeOf(params.get('prize_mode'));
  return (
    <>
      <Header
        title={t('lottery:all')}
        onBack={() => void navigate(pathTo('home'))}
        backLabel={t('common:header.back')}
        sticky
      />
      <main className={styles['page']}>
        <LotteryMenuView prizeMode={prizeMode} keys={{ category: 'category', day: 'day' }} />
      </main>
    </>
  );
}

/**
 * The game centre's lottery lane (SPEC.md section 2, "Game list section"): the menu of the
 * lane's prize mode (the e-lottery's ModeElott, the Vietnam lottery's SEA), its choices under
 * their own keys beside the game centre's, and a view-all link to /m/lottery.
 */
export function LotteryLane({ category }: LotteryLaneProps) {
  const { t } = useTranslation('lottery');
  const prizeMode: PrizeMode = category === 'LOTT' ? 'SEA' : 'ModeElott';
  return (
    <LotteryMenuView
      prizeMode={prizeMode}
      keys={{ category: 'lotteryCategory', day: 'lotteryDay' }}
      after={
        <p>
          <ScreenLink
            screen="lottery"
            query={{ prize_mode: prizeMode === 'SEA' ? 'SEA' : undefined }}
            className={homeStyles['more']}
          >
            {t('view_all')}
          </ScreenLink>
        </p>
      }
    />
  );
}
