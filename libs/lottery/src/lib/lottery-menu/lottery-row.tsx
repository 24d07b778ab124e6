import type { LotteryGame } from '@mweb/api-client';
import { FavouriteStar } from '@mweb/ui-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTickingText, useTickingTextNode } from '../clock/lottery-clock';
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
  /** A member's favourite star beside the row: whether it is on, what a tap does, its names. */
  favourite?:
    { on: boolean; onToggle: () => void; labels: { add: string; remove: string } } | undefined;
}

/**
 * The countdown and sale state of a row: the countdown's text is written on every tick without a
 * render; the row renders again only when its sale opens or closes.
 */
function DrawCountdown({ game, receivedAt }: Pick<LotteryRowProps, 'game' | 'receivedAt'>) {
  const { t } = useTranslation('lottery');
  const deadline = countdownDeadline(game, receivedAt);
  const read = (now: number) => formatDrawCountdown(deadline, now, game.isSale);
  const open = useTickingText((now) => (read(now) === NO_COUNTDOWN ? 'closed' : 'open')) === 'open';
  const text = useTickingTextNode<HTMLSpanElement>(read);
  return (
    <>
      <span className={styles['countdown']}>
        <span className={styles['hint']}>{t('next_draw')}</span> <span ref={text} />
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
  const nameId = useId();
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
      <span id={nameId} className={styles['name']}>
        {game.remark}
      </span>
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
      <FavouriteStar
        className={styles['star']}
        on={favourite.on}
        onToggle={favourite.onToggle}
        addLabel={favourite.labels.add}
        removeLabel={favourite.labels.remove}
        describedBy={nameId}
      />
    </div>
  );
}
