// What a refused player sees besides a notice (screen-access.tsx), in a chunk of its own: only a
// trial account on the member centre and a member on an agent's screen ever load it.
import { accessRefusalShown, useScreenPaths } from '@mweb/api-client/screens';
import { selectUserName } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { ConfirmDialog, Empty } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShellDispatch } from './hooks';

/** An agent's screen, opened by a member who is not one. */
export function AgentsOnly() {
  const { t } = useTranslation('common');
  return (
    <main>
      <Empty title={t('access.agents_only')} />
    </main>
  );
}

/**
 * A trial account on the member centre is asked to register a real one (SPEC.md section 4), named
 * as the header names it: the trial account's name (its stored trialName). The auth dictionary,
 * which holds that line, loads with this chunk (inside the caller's Suspense).
 */
export function RegisterPrompt({ id }: { id: number }) {
  const { t } = useTranslation(['common', 'auth']);
  const trialName = useAppSelector(selectUserName);
  const dispatch = useShellDispatch();
  const navigate = useNavigate();
  const pathTo = useScreenPaths();
  const leave = (path: string) => {
    dispatch(accessRefusalShown(id));
    void navigate(path, { replace: true });
  };
  return (
    <ConfirmDialog
      open
      title={t('common:title.member_centre')}
      message={
        <>
          {trialName ? <>{t('auth:trial.playing_as', { name: trialName })} </> : null}
          {t('common:access.register_prompt')}
        </>
      }
      confirmLabel={t('common:access.register_now')}
      cancelLabel={t('common:action.cancel')}
      onConfirm={() => leave(pathTo('register') ?? pathTo('home'))}
      onCancel={() => leave(pathTo('home'))}
    />
  );
}
