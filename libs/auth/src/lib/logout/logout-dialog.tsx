import { useLogoutMutation } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import { ConfirmDialog, useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LONG_LOADING_MS } from '../notice-durations';

export interface LogoutDialogProps {
  open: boolean;
  /** Called when the dialog closes, whether cancelled or after logging out. */
  onDone: () => void;
}

/**
 * Logout always asks first (SPEC.md section 4): cancel does nothing; confirm shows please-wait
 * while the call runs, then home as a guest. api-client clears the session, the member's data and
 * session storage, and sets autoLogin to 0, even if the gateway cannot be reached.
 */
export function LogoutDialog({ open, onDone }: LogoutDialogProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const notice = useNotice();
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <ConfirmDialog
      open={open}
      title={t('header.logout')}
      message={t('logout_confirm')}
      confirmLabel={t('action.confirm')}
      cancelLabel={t('action.cancel')}
      busy={isLoading}
      busyLabel={t('status.please_wait')}
      onCancel={onDone}
      onConfirm={() => {
        const waiting = notice.loading(t('status.please_wait'), { duration: LONG_LOADING_MS });
        void logout().finally(() => {
          notice.hide(waiting);
          onDone();
          void navigate(home);
        });
      }}
    />
  );
}
