import { usePanicLockMutation } from '@mweb/api-client';
import { ScreenLink } from '@mweb/api-client/screens';
import { selectIsRealMember } from '@mweb/api-client/session';
import { selectLanguage, selectSaferGambling } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { formatAmount, formatDate, formatHms } from '@mweb/i18n';
import { LimitPrompt } from '@mweb/ui-connected';
import { useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useEndSession } from '../session/end-session';
import { RealityCheck } from './reality-check';
import { useNow, useSessionFigures } from '../session/session-figures';
import styles from './safer-strip.module.css';

/** Whether the page was reached straight after registering (the register page says so). */
function justRegistered(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'registered' in state &&
    state.registered === true
  );
}

/**
 * What every screen shows, guests' too: the 18+ mark and the way to the safer-gambling screen;
 * for a logged-in member, where the brand turns them on, the session's elapsed time and net
 * result (stakes minus wins) and the one-tap 24-hour lock. Straight after registering, the offer
 * to set a deposit limit. And the reality check, which falls due on any screen.
 */
export function SaferStrip() {
  const { t } = useTranslation('common');
  const config = useAppSelector(selectSaferGambling);
  const realMember = useAppSelector(selectIsRealMember);
  const language = useAppSelector(selectLanguage);
  const location = useLocation();
  const figures = useSessionFigures(config.sessionClock);
  const now = useNow(figures !== undefined);
  const [lock, { isLoading: locking }] = usePanicLockMutation();
  const endSession = useEndSession();
  const notice = useNotice();

  const onLock = async () => {
    try {
      const { until } = await lock().unwrap();
      endSession(t('safer.locked', { date: formatDate(until, language, { withTime: true }) }));
    } catch {
      notice.fail(t('safer.lock_failed'));
    }
  };

  const elapsed = figures ? now + figures.clockOffsetMs - figures.status.session.startedAt : 0;
  const net = figures ? figures.status.session.stakes - figures.status.session.wins : 0;
  return (
    <>
      {/* One touch-high row, the height the shell holds for it while this code loads. */}
      <nav
        className={styles['strip']}
        style={{ minBlockSize: 'var(--mweb-touch-target)' }}
        aria-label={t('safer.bar_label')}
      >
        <abbr className={styles['adult']} title={t('safer.adult_label')}>
          {t('safer.adult')}
        </abbr>
        {figures ? (
          <>
            <span className={styles['figure']}>
              <span className={styles['figureLabel']}>{t('safer.session_time')}</span>{' '}
              <time dateTime={`PT${Math.max(0, Math.floor(elapsed / 1000))}S`}>
                {formatHms(Math.max(elapsed, 1_000))}
              </time>
            </span>
            <span className={styles['figure']}>
              <span className={styles['figureLabel']}>{t('safer.net')}</span> {formatAmount(net)}
            </span>
          </>
        ) : null}
        <span className={styles['end']}>
          {realMember && config.panicLock ? (
            <button
              type="button"
              className={styles['lock']}
              aria-label={t('safer.lock_label')}
              disabled={locking}
              onClick={() => void onLock()}
            >
              {t('safer.lock')}
            </button>
          ) : null}
          <ScreenLink screen="saferGambling" className={styles['link']}>
            {t('safer.link')}
          </ScreenLink>
        </span>
      </nav>
      {justRegistered(location.state) ? <LimitPrompt moment="registration" /> : null}
      {/* A dialog of its own (portalled), here so the shell loads one chunk for both. */}
      <RealityCheck />
    </>
  );
}
