// Access, applied once for every screen from its record (SPEC.md section 6): a guest is sent to
// /m/login and brought back after; a trial account is refused as the record says; an agent-only
// screen says so to anyone else. The rules are api-client's (`useAccess`), which the features'
// actions (a tap on a game, on the inbox) ask as well.
import {
  REFUSAL_KEYS,
  REFUSAL_NOTICE_MS,
  accessRefusalShown,
  selectAccessRefusal,
  useAccess,
  useAccessVerdict,
  type ScreenRecord,
} from '@mweb/api-client/screens';
import { useNotice } from '@mweb/ui-kit';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellDispatch, useShellSelector } from './hooks';
import { lazyExport } from './lazy-export';

// What a refused player sees besides a notice is loaded only when someone is refused.
const refusalViews = () => import('./refusal-views');
const AgentsOnly = lazyExport(refusalViews, 'AgentsOnly');
const RegisterPrompt = lazyExport(refusalViews, 'RegisterPrompt');

/** The screen of `record`, for whoever its access lets in. */
export function ScreenAccess({ record, children }: { record: ScreenRecord; children: ReactNode }) {
  const verdict = useAccessVerdict(record.access);
  const access = useAccess(true);
  useEffect(() => {
    if (verdict === 'login' || verdict === 'trial') access(record.access, record.trial);
  }, [verdict, access, record]);
  if (verdict === 'open') return children;
  return verdict === 'agentsOnly' ? (
    <Suspense fallback={null}>
      <AgentsOnly />
    </Suspense>
  ) : null;
}

/** Shows the latest refusal: a notice for 2 s, or the member centre's prompt to register. */
export function AccessRefusals() {
  const refusal = useShellSelector(selectAccessRefusal);
  const dispatch = useShellDispatch();
  const notices = useNotice();
  const { t } = useTranslation(['common', 'errors']);
  const notice = refusal && refusal.refusal !== 'register' ? refusal : null;
  useEffect(() => {
    if (!notice) return;
    notices.info(t(REFUSAL_KEYS[notice.refusal]), { duration: REFUSAL_NOTICE_MS });
    dispatch(accessRefusalShown(notice.id));
  }, [notice, notices, t, dispatch]);
  return refusal?.refusal === 'register' ? (
    <Suspense fallback={null}>
      <RegisterPrompt id={refusal.id} />
    </Suspense>
  ) : null;
}
