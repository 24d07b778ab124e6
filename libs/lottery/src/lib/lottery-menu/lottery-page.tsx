import { useScreenPaths } from '@mweb/api-client/screens';
import { selectImageCdn } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { QueryState, useFavourites } from '@mweb/ui-connected';
import { Header, Tabs, VirtualList } from '@mweb/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLotteryClock } from '../clock/lottery-clock';
import { weekdayNumber } from '../draw-timing';
import { iconUrlOf } from './icon-url';
import { LotteryRow } from './lottery-row';
import styles from './lottery-menu.module.css';
import {
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

function prizeModeOf(value: string | null): PrizeMode {
  return value === 'SEA' ? 'SEA' : 'ModeElott';
}

function weekdayOf(value: string | null, today: number): number {
  const day = Number(value);
  return Number.isInteger(day) && day >= 1 && day <= 7 ? day : today;
}

/**
 * /m/lottery: every lottery of the menu by category (`category` in the query; the first one
 * unless told), a KENO entry when a GPI provider is available, the weekday filter (`day`, today
 * unless told) for central and southern Vietnam, and the member's favourites first. The rows
 * count down together on the screen's one ticker and are virtualised with the page's scroll.
 */
export function LotteryPage() {
  const { t } = useTranslation(['lottery', 'common']);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const clock = useLotteryClock();
  const pathTo = useScreenPaths();
  const cdn = useAppSelector(selectImageCdn);
  const prizeMode = prizeModeOf(params.get('prize_mode'));
  const menu = useLotteryMenu(prizeMode);

  const entries = useMemo(() => menuEntries(menu.categories, t('keno')), [menu.categories, t]);
  const selected = entries.find((entry) => entry.code === params.get('category')) ?? entries[0];
  const weekday = weekdayOf(params.get('day'), weekdayNumber(new Date(clock.now())));
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
    next.set(key, value);
    if (key === 'category') next.delete('day');
    setParams(next, { replace: true });
  };

  const title = t('lottery:all');
  return (
    <>
      <Header
        title={title}
        onBack={() => void navigate(pathTo('home'))}
        backLabel={t('common:header.back')}
        sticky
      />
      <main className={styles['page']}>
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
              </>
            ) : null
          }
        </QueryState>
      </main>
    </>
  );
}
