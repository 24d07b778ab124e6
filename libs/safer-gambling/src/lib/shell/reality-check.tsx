import { useLogoutMutation } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import { formatAmount } from '@mweb/i18n';
import { Button, Dialog } from '@mweb/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { durationWords, useSessionFigures } from '../session/session-figures';

/**
 * The reality check (UKGC RTS 13, MGA): at every interval the member chose (or the brand requires)
 * since login, a dialog with the time since login and the session's net result, stakes minus
 * wins, and the choice to continue, look at the betting record or log out. Counted on the
 * platform's clock, so a reload does not restart it; one falls due at each whole interval.
 */
export function RealityCheck() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const history = useScreenPath('gameRecord');
  const figures = useSessionFigures(true);
  const [logout] = useLogoutMutation();
  const minutes = figures?.status.realityCheck.minutes ?? null;
  const startedAt = figures?.status.session.startedAt;
  const offset = figures?.clockOffsetMs ?? 0;
  /** How many intervals of this session and interval have been seen (shown, or over before). */
  const seen = useRef<{ key: string; count: number } | null>(null);
  const [due, setDue] = useState(false);
  const refetch = figures?.refetch;

  const intervalMs = minutes === null ? null : minutes * 60_000;
  const key = intervalMs === null || startedAt === undefined ? null : `${startedAt}/${intervalMs}`;
  const elapsedNow = () => (startedAt === undefined ? 0 : Date.now() + offset - startedAt);

  useEffect(() => {
    if (key === null || intervalMs === null || due) return;
    // The intervals already over when the check starts (or changes) count as seen.
    if (seen.current?.key !== key) {
      seen.current = { key, count: Math.floor(elapsedNow() / intervalMs) };
    }
    const wait = Math.max(0, (seen.current.count + 1) * intervalMs - elapsedNow());
    const timer = setTimeout(() => {
      setDue(true);
      // The figures as they are now, not as the last minute's poll left them.
      refetch?.();
    }, wait);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- elapsedNow reads the clock when it runs
  }, [key, intervalMs, due, refetch]);

  if (!figures || !due || intervalMs === null) return null;
  const { stakes, wins } = figures.status.session;
  const acknowledge = () => {
    if (key !== null) seen.current = { key, count: Math.floor(elapsedNow() / intervalMs) };
    setDue(false);
  };
  return (
    <Dialog
      open
      role="alertdialog"
      maskClosable={false}
      title={t('safer.reality.title')}
      onClose={acknowledge}
      footer={
        <div>
          <Button onClick={acknowledge}>{t('safer.reality.continue')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              acknowledge();
              if (history) void navigate(history);
            }}
          >
            {t('safer.reality.history')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDue(false);
              void logout().finally(() => void navigate(home));
            }}
          >
            {t('safer.reality.logout')}
          </Button>
        </div>
      }
    >
      <p>{t('safer.reality.elapsed', { time: durationWords(elapsedNow(), t) })}</p>
      <dl>
        <dt>{t('safer.reality.stakes')}</dt>
        <dd>{formatAmount(stakes)}</dd>
        <dt>{t('safer.reality.wins')}</dt>
        <dd>{formatAmount(wins)}</dd>
        <dt>{t('safer.reality.net')}</dt>
        <dd>{formatAmount(stakes - wins)}</dd>
      </dl>
    </Dialog>
  );
}
