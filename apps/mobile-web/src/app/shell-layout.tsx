import { afterFirstPaint } from '@mweb/api-client/scheduling';
import { useScreenPath, type ScreenRecord } from '@mweb/api-client/screens';
import { loadSaferShell } from '@mweb/safer-gambling';
import { Header } from '@mweb/ui-kit';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { BottomNavigation } from './bottom-navigation';
import styles from './shell-layout.module.css';
import { ScreenAccess } from './screen-access';
import { lazyExport } from './lazy-export';
import { ShellEffects } from './shell-effects';
import { StatusGate } from './status-gate';
import { useSwipeBack } from './swipe-back';

// The safer-gambling strip (and its reality check), in its own chunk: every screen shows it, but
// the first paint does not wait for it. Its import starts after that paint, not in the first
// render: the bundler's preload of its six files is DOM work, 15 ms of the first render on a cheap
// phone.
const SaferStrip = lazyExport(() => afterFirstPaint().then(loadSaferShell), 'SaferStrip');
/**
 * The strip's one row, `--mweb-touch-target` high as the strip is. Inline, and the token's value
 * spelled out: the first load's stylesheet and script are at their limits.
 */
const SAFER_STRIP_ROW = { minBlockSize: 'max(.88rem,44px)' } as const;

/** A route's handle is its screen's record (routes.tsx). */
function isScreenRecord(handle: unknown): handle is ScreenRecord {
  return typeof handle === 'object' && handle !== null && 'access' in handle && 'layout' in handle;
}

/** Whether there is a page of ours to go back to (react-router numbers its history entries). */
function hasHistory(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

/**
 * The frame every screen lives in: the header and bottom menu as the route's layout says, inside
 * the status gate, for whoever the screen's access lets in, with the shell's effects (notices,
 * redirects, refusals) running beside it.
 */
export function ShellLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const route = useMatches()
    .map((match) => match.handle)
    .filter(isScreenRecord)
    .at(-1);
  const layout = route?.layout;

  const goBack = () => {
    if (layout?.back === 'history' && hasHistory()) void navigate(-1);
    else void navigate(home);
  };
  const location = useLocation();
  // The fade is a transition between pages: the visit's first page shows at once, so that its
  // first paint (and the banner, home's largest) is not drawn transparent and faded in. Once the
  // player has left it, every page fades in, that one too.
  const [firstPage, setFirstPage] = useState({ key: location.key, left: false });
  const left = firstPage.left || location.key !== firstPage.key;
  if (left && !firstPage.left) setFirstPage({ key: firstPage.key, left });
  // Home has nowhere to go back to; elsewhere a swipe from the edge goes back, without the fade.
  useSwipeBack(goBack, route?.name !== 'home');

  return (
    <>
      <StatusGate>
        {route?.layout.header ? (
          <Header title={t(route.title)} onBack={goBack} backLabel={t('header.back')} />
        ) : null}
        {/* On every screen, guests' too: the 18+ mark and the way to safer gambling. */}
        {/* Its row is held while its code loads, so that nothing below moves when it arrives. */}
        <Suspense fallback={<div style={SAFER_STRIP_ROW} />}>
          <SaferStrip />
        </Suspense>
        <div
          key={location.pathname}
          className={[
            styles['page'],
            left ? styles['fade'] : '',
            layout?.bottomMenu ? styles['withBottomMenu'] : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {/* A screen's dictionary loads with it; the shell stays up meanwhile. */}
          <Suspense fallback={null}>
            {route ? (
              <ScreenAccess record={route}>
                <Outlet />
              </ScreenAccess>
            ) : (
              <Outlet />
            )}
          </Suspense>
        </div>
        {layout?.bottomMenu ? <BottomNavigation activeScreen={route?.name} /> : null}
      </StatusGate>
      <ShellEffects />
    </>
  );
}
