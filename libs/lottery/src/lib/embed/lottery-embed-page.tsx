import { api } from '@mweb/api-client';
import { judgeUrl, urlPolicyOf } from '@mweb/api-client/leaving';
import { BASENAME, useScreenPath } from '@mweb/api-client/screens';
import { useAppDispatch, useAppSelector } from '@mweb/api-client/store';
import { Empty, Header } from '@mweb/ui-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styles from './lottery-embed.module.css';

/** The query the lottery page receives from the launch (SPEC.md section 2). */
const PASSED_ON = ['token', 'merchant', 'css', 'prize_mode'] as const;

/** The query the lottery page is given: the play type and the launch's four. */
function passedOn(playType: string, params: URLSearchParams): string {
  const query = new URLSearchParams({ playType });
  for (const key of PASSED_ON) {
    const value = params.get(key);
    if (value !== null) query.set(key, value);
  }
  return query.toString();
}

/** Where the platform's own forms-only lottery page of a game lives (no lottery client named). */
function lotteryPageOf(gameId: string, playType: string, params: URLSearchParams): string {
  return `/platform/lottery/${encodeURIComponent(gameId)}?${passedOn(playType, params)}`;
}

/** What the app frames, and with what the frame may do. */
type Framed = { url: URL; sandbox: string } | null;

/**
 * The lottery client's page of a game, when the status call names a client (`lotteryH5Url`): on an
 * origin that is not the app's (a client there would be framed with scripts on the app's own
 * origin), over https, or over http only on the platform's own host name (development). Null for
 * anything else.
 */
export function lotteryClientOf(
  base: string,
  gameId: string,
  playType: string,
  params: URLSearchParams,
  policy: ReturnType<typeof urlPolicyOf>,
  appOrigin: string,
): URL | null {
  if (!base) return null;
  const href = `${base.replace(/\/+$/, '')}/lottery/${encodeURIComponent(gameId)}?${passedOn(playType, params)}`;
  const verdict = judgeUrl(href, {
    ...policy,
    allowedHosts: [...policy.allowedHosts, new URL(base, appOrigin).host],
  });
  let url: URL | null = null;
  if (verdict.kind === 'allowed') url = verdict.url;
  else if (verdict.kind === 'refused' && verdict.reason === 'scheme' && /^http:\/\//i.test(href)) {
    const candidate = new URL(href);
    if (candidate.hostname === new URL(policy.platformOrigin).hostname) url = candidate;
  }
  return url && url.origin !== appOrigin ? url : null;
}

/** What a bet in the lottery client tells the app: the balance moved (and nothing else). */
function isBetPlaced(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Record<string, unknown>)['source'] === 'mweb-lottery' &&
    (data as Record<string, unknown>)['type'] === 'bet-placed'
  );
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
 * /m/lotto-h5/{mui}/{playType}/games/{gameId}: the lottery client (the status call's
 * `lotteryH5Url`, on another origin than the app's) in a frame sandboxed with scripts and forms
 * but never `allow-same-origin`, so it runs in an opaque origin and cannot reach the app's
 * storage; given the launch's `token`, `merchant`, `css` and `prize_mode`. Without a client, the
 * platform's own lottery page, forms only. The frame's URL is judged by the URL policy first. A
 * bet there says so (a message from the frame, checked to come from it): the header's balance and
 * the betting record are asked again. The close control returns to the launch's `backUrl` when it
 * is one of this app's pages, else to the game centre.
 */
export function LotteryEmbedPage() {
  const { t } = useTranslation('lottery');
  const { gameId = '', playType = 'ent' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const site = useAppSelector((state) => state.site);
  const gameCentre = useScreenPath('game');
  const home = useScreenPath('home');
  const dispatch = useAppDispatch();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const framed = useMemo((): Framed => {
    const policy = urlPolicyOf(site);
    const client = lotteryClientOf(
      site.lotteryH5Url ?? '',
      gameId,
      playType,
      params,
      policy,
      window.location.origin,
    );
    if (client) return { url: client, sandbox: 'allow-scripts allow-forms' };
    const verdict = judgeUrl(lotteryPageOf(gameId, playType, params), policy);
    return verdict.kind === 'platform' || verdict.kind === 'allowed'
      ? { url: verdict.url, sandbox: 'allow-forms' }
      : null;
  }, [gameId, playType, params, site]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the frame's own window; an opaque origin says 'null', so the source is the check.
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      if (isBetPlaced(event.data)) dispatch(api.util.invalidateTags(['Balance', 'Records']));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch]);
  const close = () => void navigate(appPathOf(params.get('backUrl')) ?? gameCentre ?? home);

  return (
    <div className={styles['page']}>
      <Header title={t('embed_title')} onBack={close} backLabel={t('close')} />
      {framed ? (
        <iframe
          ref={frameRef}
          className={styles['frame']}
          title={t('embed_title')}
          src={framed.url.href}
          sandbox={framed.sandbox}
          referrerPolicy="no-referrer"
        />
      ) : (
        <Empty title={t('embed_refused')} />
      )}
    </div>
  );
}
