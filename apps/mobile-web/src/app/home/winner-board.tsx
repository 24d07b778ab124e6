import { useWinnerBoardQuery } from '@mweb/api-client';
import { formatMinor, toMinor } from '@mweb/api-client/money';
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';
import styles from './home-section.module.css';

/** How many winners the board shows. */
export const WINNER_ROWS = 10;

/**
 * The winner board (GCSGAME_getRankList): the biggest recent wins, the winners' names masked by
 * the platform. A malformed answer explains itself here and leaves the rest of home alone; an
 * entry whose amount cannot be read exactly is left out rather than shown wrong.
 */
export function HomeWinnerBoard() {
  const { t } = useTranslation('common');
  const { data, isError, refetch } = useWinnerBoardQuery({ limitNum: WINNER_ROWS });
  const winners = (data?.list ?? []).flatMap((winner) => {
    const units = toMinor(winner.winAmount);
    return units === undefined ? [] : [{ ...winner, amount: formatMinor(units, '') }];
  });
  if (data !== undefined && winners.length === 0) return null;
  return (
    <HomeSection title={t('home.winner_board')} failed={isError} onRetry={() => void refetch()}>
      <ol className={styles['list']}>
        {winners.map((winner) => (
          <li key={`${winner.userName}-${winner.wonAt}`} className={styles['row']}>
            <span className={styles['ellipsis']}>
              {t('home.winner_line', { name: winner.userName, game: winner.gameName })}
            </span>
            <span dir="ltr">{winner.amount}</span>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
