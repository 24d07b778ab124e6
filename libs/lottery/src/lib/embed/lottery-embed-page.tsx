import { judgeUrl, urlPolicyOf } from '@mweb/api-client/leaving';
import { BASENAME, useScreenPath } from '@mweb/api-client/screens';
import { useAppSelector } from '@mweb/api-client/store';
import { Empty, Header } from '@mweb/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styles from './lottery-embed.module.css';

/** The query the lottery page receives from the launch (SPEC.md section 2). */
const PASSED_ON = ['token', 'merchant', 'css', 'prize_mode'] as const;

/** Where the lottery page of a game lives on the platform. */
function lotteryPageOf(gameId: string, playType: string, params: URLSearchParams): string {
  const query = new URLSearchParams({ playType });
  for (const key of PASSED_ON) {
    const value = params.get(key);
    if (value !== null) query.set(key, value);
  }
  return `/platform/lottery/${encodeURIComponent(gameId)}?${query.toString()}`;
}

/** The in-app path of a `backUrl` on this app's own origin, or null for anything else. */
function appPathOf(backUrl: string | null): string | null {
  if (!backUrl) return null;
  try {
    const url = new URL(backUrl, window.location.origin);
    if (url.origin !== window.location.origin || !url.pathname.startsWith(`${BASENAME}/`)) {
      return null;
    }
    return `${url.pathname.slice(BASENAME.length)}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * /m/lotto-h5/{mui}/{playType}/games/{gameId}: the platform's lottery page in a sandboxed frame
 * (forms only: no scripts, no access to the app), given the launch's `token`, `merchant`, `css`
 * and `prize_mode`. The frame's URL is judged by the URL policy first: only the platform's origin
 * or an allowed host is framed. The close control returns to the launch's `backUrl` when it is
 * one of this app's pages, else to the game centre.
 */
export function LotteryEmbedPage() {
  const { t } = useTranslation('lottery');
  const { gameId = '', playType = 'ent' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const site = useAppSelector((state) => state.site);
  const gameCentre = useScreenPath('game');
  const home = useScreenPath('home');
  const verdict = useMemo(
    () => judgeUrl(lotteryPageOf(gameId, playType, params), urlPolicyOf(site)),
    [gameId, playType, params, site],
  );
  const trusted = verdict.kind === 'platform' || verdict.kind === 'allowed';
  const close = () => void navigate(appPathOf(params.get('backUrl')) ?? gameCentre ?? home);

  return (
    <div className={styles['page']}>
      <Header title={t('embed_title')} onBack={close} backLabel={t('close')} />
      {trusted ? (
        <iframe
          className={styles['frame']}
          title={t('embed_title')}
          src={verdict.url.href}
          sandbox="allow-forms"
          referrerPolicy="no-referrer"
        />
      ) : (
        <Empty title={t('embed_refused')} />
      )}
    </div>
  );
}
