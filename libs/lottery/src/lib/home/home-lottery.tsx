import {
  useOpenedNumerosQuery,
  useVnRecentLotteriesQuery,
  type LotteryGame,
} from '@mweb/api-client';
import { ScreenLink, useScreenPaths } from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { selectImageCdn } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Skeleton } from '@mweb/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { iconUrlOf } from '../lottery-menu/icon-url';
import { LotteryRow } from '../lottery-menu/lottery-row';
import { launchQueryOf } from '../lottery-menu/menu-rules';
import { useLotteryMenu } from '../lottery-menu/use-lottery-menu';
import styles from './home-lottery.module.css';

/** How many lotteries and draws the home page shows before "view all". */
export const HOME_LOTTERY_ROWS = 5;

/** A lottery of the menu with the code of its category, which its launch names. */
interface MenuGame {
  game: LotteryGame;
  group: string;
}

/** Home's lottery rows: each counting down, and launching back to home. */
function HomeRows({
  label,
  rows,
  receivedAt,
}: {
  label: string;
  rows: readonly MenuGame[];
  receivedAt: number;
}) {
  const pathTo = useScreenPaths();
  const cdn = useAppSelector(selectImageCdn);
  return (
    <div role="list" aria-label={label}>
      {rows.map(({ game, group }) => (
        <div role="listitem" key={game.gameId}>
          <LotteryRow
            game={game}
            receivedAt={receivedAt}
            iconUrl={iconUrlOf(game, cdn)}
            launchPath={pathTo('launchGame', launchQueryOf(game, group, 'ModeElott', true))}
          />
        </div>
      ))}
    </div>
  );
}

/** The lotteries drawing soonest, with their countdowns, and a link to them all. */
function LotterySection() {
  const { t } = useTranslation(['lottery', 'common']);
  const menu = useLotteryMenu('ModeElott');
  const soonest = useMemo(
    () =>
      menu.categories
        .flatMap((category) => category.gameMenus.map((game) => ({ game, group: category.code })))
        .filter(({ game }) => game.isSale && Boolean(game.numero))
        .sort((a, b) => a.game.remainTime - b.game.remainTime)
        .slice(0, HOME_LOTTERY_ROWS),
    [menu.categories],
  );
  const title = t('lottery:all');
  if (menu.failed) return null;
  return (
    <section className={styles['block']} aria-label={title}>
      <div className={styles['head']}>
        <h2 className={styles['title']}>{title}</h2>
        <ScreenLink screen="lottery" className={styles['more']}>
          {t('lottery:view_all')}
        </ScreenLink>
      </div>
      {menu.loading ? (
        <Skeleton label={t('common:status.loading')} shape="text" count={3} />
      ) : (
        <HomeRows label={title} rows={soonest} receivedAt={menu.receivedAt} />
      )}
    </section>
  );
}

/** The latest draws and their results (the numero call), named from the menu. */
function HistorySection() {
  const { t } = useTranslation('lottery');
  const { data } = useOpenedNumerosQuery({});
  const menu = useLotteryMenu('ModeElott');
  const names = useMemo(
    () =>
      new Map(
        menu.categories.flatMap((category) =>
          category.gameMenus.map((game) => [game.gameId, game.remark] as const),
        ),
      ),
    [menu.categories],
  );
  const latest = (data ?? []).slice(0, HOME_LOTTERY_ROWS);
  if (latest.length === 0) return null;
  const title = t('history');
  return (
    <section className={styles['block']} aria-label={title}>
      <h2 className={styles['title']}>{title}</h2>
      <ul className={styles['history']}>
        {latest.map((draw) => (
          <li key={`${draw.gameId}-${draw.numero}`} className={styles['draw']}>
            <span className={styles['name']}>{names.get(draw.gameId) ?? draw.gameId}</span>
            <span className={styles['numero']}>{t('draw_number', { numero: draw.numero })}</span>
            <span className={styles['balls']}>{draw.result.join(' ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The Vietnam lotteries a member played last (the Vietnam recent call), each counting down to its
 * current draw as the menu gives it (the menu refreshes; the recent answer does not) and launching
 * back to home. Nothing for a guest, or before the member has played.
 */
function RecentSection() {
  const { t } = useTranslation('lottery');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: recent } = useVnRecentLotteriesQuery(
    { prizeMode: 'ModeElott' },
    { skip: !loggedIn },
  );
  const menu = useLotteryMenu('ModeElott');
  const rows = useMemo(() => {
    const current = new Map(
      menu.categories.flatMap((category) =>
        category.gameMenus.map((game) => [game.gameId, { game, group: category.code }] as const),
      ),
    );
    return (recent ?? [])
      .flatMap((played) => current.get(played.gameId) ?? [])
      .slice(0, HOME_LOTTERY_ROWS);
  }, [recent, menu.categories]);
  if (!loggedIn || rows.length === 0) return null;
  const title = t('recent');
  return (
    <section className={styles['block']} aria-label={title}>
      <h2 className={styles['title']}>{title}</h2>
      <HomeRows label={title} rows={rows} receivedAt={menu.receivedAt} />
    </section>
  );
}

/** The home page's lottery section and lottery history (SPEC.md section 2, "Home page"). */
export function HomeLottery() {
  return (
    <div className={styles['lottery']}>
      <LotterySection />
      <HistorySection />
      <RecentSection />
    </div>
  );
}
