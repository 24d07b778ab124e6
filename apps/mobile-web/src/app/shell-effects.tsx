import { useAnswerSelector } from '@mweb/api-client';
import {
  leaveRefusalShown,
  selectLeaveConfirmation,
  selectLeaveRefusal,
} from '@mweb/api-client/leaving';
import { afterFirstPaint } from '@mweb/api-client/scheduling';
import { useScreenPaths } from '@mweb/api-client/screens';
import { useNotice } from '@mweb/ui-kit';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShellDispatch, useShellSelector } from './hooks';
import { lazyExport } from './lazy-export';
import { AccessRefusals } from './screen-access';
import { selectOldestPending } from './store/pending-calls';
import { noticeShown, redirected, selectRedirect, selectShellNotice } from './store/shell.slice';

/** How long a gateway call may take before the player is told the app is still trying. */
export const STILL_TRYING_AFTER_MS = 4_000;

// Loaded the first time a link asks for it, so the first load does not carry the dialog.
const LeaveDialog = lazyExport(() => import('./leave-dialog'), 'LeaveDialog');

// The service worker's registration and the offline and update notices, in their own chunk (it
// waits for the page's load event before it registers), so the first load carries only this import;
// it downloads once the page has shown its first content.
const InstalledApp = lazyExport(
  () => afterFirstPaint().then(() => import('./installed/installed-app')),
  'InstalledApp',
);

// The session's renewal timer comes the same way: a home load renews at once, from its own page.
const SessionRenewal = lazyExport(
  () => afterFirstPaint().then(() => import('./session-renewal-timer')),
  'SessionRenewal',
);

/**
 * Carries out what the store's listeners, the URL policy and the access rules asked for: a notice
 * to show, a page to go to, a link refused, a host to confirm before leaving for it, a trial
 * account refused; and says so when the gateway is slow to answer.
 */
export function ShellEffects() {
  const notice = useShellSelector(selectShellNotice);
  const refusal = useShellSelector(selectLeaveRefusal);
  const leaving = useShellSelector(selectLeaveConfirmation) !== null;
  const redirectTo = useShellSelector(selectRedirect);
  // Whether a call is under way changes as the first render's effects start its calls: rendered at
  // once, that made React render the whole shell again within those effects' task (a third of the
  // member home's longest task after its first paint). Like an answer, it waits for a free moment.
  const pendingSince = useAnswerSelector(selectOldestPending);
  const dispatch = useShellDispatch();
  const navigate = useNavigate();
  const pathTo = useScreenPaths();
  const notices = useNotice();
  const { t } = useTranslation(['common', 'errors']);

  useEffect(() => {
    if (!notice) return;
    const text = 'key' in notice.message ? t(notice.message.key) : notice.message.text;
    const options = notice.durationMs === undefined ? undefined : { duration: notice.durationMs };
    notices[notice.kind](text, options);
    dispatch(noticeShown(notice.id));
  }, [notice, notices, t, dispatch]);

  useEffect(() => {
    if (!refusal) return;
    notices.fail(t('common:leave.refused'));
    dispatch(leaveRefusalShown(refusal.id));
  }, [refusal, notices, t, dispatch]);

  useEffect(() => {
    // A slow gateway: say the app is still trying, instead of a silent skeleton until time-out.
    if (pendingSince === null) return;
    const timer = setTimeout(
      () => notices.info(t('common:status.still_trying')),
      Math.max(0, pendingSince + STILL_TRYING_AFTER_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pendingSince, notices, t]);

  useEffect(() => {
    if (!redirectTo) return;
    dispatch(redirected());
    // A screen that does not exist yet falls back to home, the way back in from anywhere.
    void navigate(pathTo(redirectTo) ?? pathTo('home'), { replace: true });
  }, [redirectTo, navigate, dispatch, pathTo]);

  return (
    <>
      <AccessRefusals />
      <Suspense fallback={null}>
        <SessionRenewal />
      </Suspense>
      {leaving ? (
        <Suspense fallback={null}>
          <LeaveDialog />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <InstalledApp />
      </Suspense>
    </>
  );
}
