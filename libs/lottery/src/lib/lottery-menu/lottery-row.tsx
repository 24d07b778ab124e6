import type { LotteryGame } from '@mweb/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTickingText } from '../clock/lottery-clock';
import { NO_COUNTDOWN, countdownDeadline, formatDrawCountdown } from '../draw-timing';
import styles from './lottery-menu.module.css';

export interface LotteryRowProps {
  game: LotteryGame;
  /** When the menu answer carrying this game arrived, on the screen's clock. */
  receivedAt: number;
  /** The icon's full URL (on the image CDN), if it has one. */
  iconUrl: string | undefined;
  /** Where a tap launches it; null while the launch screen does not exist. */
  launchPath: string | null;
  /** A member's favourite star beside the row: whether it is on, and what a tap does. */
  favourite?: { on: boolean; onToggle: () => void } | undefined;
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      stroke="currentColor"
      strokeWidth="1.8"
      fill={filled ? 'currentColor' : 'none'}
    >
      <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

/** The countdown and sale state of a row, redrawn only when its text changes. */
function DrawCountdown({ game, receivedAt }: Pick<LotteryRowProps, 'game' | 'receivedAt'>) {
  const { t } = useTranslation('lottery');
  const deadline = countdownDeadline(game, receivedAt);
  const text = useTickingText((now) => formatDrawCountdown(deadline, now, game.isSale));
  const open = text !== NO_COUNTDOWN;
  return (
    <>
      <span className={styles['countdown']}>
        <span className={styles['hint']}>{t('next_draw')}</span> <span>{text}</span>
      </span>
      <span className={open ? styles['open'] : styles['closed']}>
        {open ? t('on_sale') : t('closed')}
      </span>
    </>
  );
}

/**
 * One lottery of the menu: icon, name, next draw number, countdown and sale state, and for a
 * member the favourite star beside it (a button cannot sit inside the row's link).
 */
export function LotteryRow({ game, receivedAt, iconUrl, launchPath, favourite }: LotteryRowProps) {
  const { t } = useTranslation('lottery');
  const content = (
    <>
      {iconUrl ? (
        <img
          className={styles['icon']}
          src={iconUrl}
          alt=""
          width={44}
          height={44}
          loading="lazy"
        />
      ) : (
        <span className={styles['icon']} aria-hidden="true" />
      )}
      <span className={styles['name']}>{game.remark}</span>
      <span className={styles['numero']}>
        {game.numero ? t('draw_number', { numero: game.numero }) : ''}
      </span>
      <DrawCountdown game={game} receivedAt={receivedAt} />
    </>
  );
  const row = launchPath ? (
    <Link to={launchPath} className={styles['row']}>
      {content}
    </Link>
  ) : (
    <div className={styles['row']}>{content}</div>
  );
  if (!favourite) return row;
  return (
    <div className={styles['starred']}>
      {row}
      <button
        type="button"
        className={[styles['star'], favourite.on ? styles['on'] : ''].filter(Boolean).join(' ')}
        aria-pressed={favourite.on}
        aria-label={t(favourite.on ? 'favourite_remove' : 'favourite_add', { name: game.remark })}
        onClick={favourite.onToggle}
      >
        <Star filled={favourite.on} />
      </button>
    </div>
  );
}
