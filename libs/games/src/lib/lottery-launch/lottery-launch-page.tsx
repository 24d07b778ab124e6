import { type LotteryPlayType } from '@mweb/api-client';
import { type UrlOpeners } from '@mweb/api-client/leaving';
import { useScreenPath } from '@mweb/api-client/screens';
import { Button, Header } from '@mweb/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PRIZE_MODES, useLaunchGame, type LaunchOutcome } from '../launch/use-launch-game';
import styles from './lottery-launch.module.css';

/** The lobby's code: `code` defaults to it (SPEC.md section 2). */
const LOBBY = 'lobby';

function playTypeOf(value: string | null): LotteryPlayType {
  return value === 'trad' ? 'trad' : 'ent';
}

/**
 * /m/launchGame and /m/startLottery: launches the lottery of the query (`gameId`, else `code`,
 * which defaults to the lobby) in its prize mode (`prize_mode`, else the play type's) through the
 * one game launcher: guests go to /m/login, the app leaves for the returned URL only through the
 * URL policy, and the 10 s time-out is the launch call's. The close control returns to /m/home
 * when `pageBack` is present, otherwise to /m/game. `openers` replace the browser's (tests, stories).
 */
export function LotteryLaunchPage({ openers }: { openers?: UrlOpeners }) {
  const { t } = useTranslation(['lottery', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { launchLottery } = useLaunchGame(openers);
  const home = useScreenPath('home');
  const gameCentre = useScreenPath('game');
  const [outcome, setOutcome] = useState<LaunchOutcome | 'running'>('running');
  const back = params.has('pageBack') ? 'home' : 'game';
  const code = params.get('code') ?? LOBBY;
  const gameCode = params.get('gameId') ?? (code === LOBBY ? undefined : code);
  const prizeMode = params.get('prize_mode') ?? PRIZE_MODES[playTypeOf(params.get('playType'))];
  const started = useRef(false);

  const run = () => {
    setOutcome('running');
    void launchLottery({ gameCode, prizeMode, back }).then(setOutcome);
  };

  useEffect(() => {
    // Once per visit, even when React runs the effect twice in development.
    if (started.current) return;
    started.current = true;
    run();
  });

  const close = () => void navigate(back === 'game' && gameCentre ? gameCentre : home);
  const failed = outcome === 'failed' || outcome === 'refused';
  return (
    <>
      <Header
        title={t('lottery:embed_title')}
        onBack={close}
        backLabel={t('lottery:close')}
        sticky
      />
      <main className={styles['page']}>
        {failed ? (
          <>
            <p role="alert">{t('lottery:launch_failed')}</p>
            <Button onClick={run}>{t('lottery:launch_again')}</Button>
          </>
        ) : (
          <p role="status">{t('lottery:launching')}</p>
        )}
      </main>
    </>
  );
}
