import {
  browserOpeners,
  leaveConfirmationSettled,
  selectLeaveConfirmation,
} from '@mweb/api-client/leaving';
import { useAppDispatch, useAppSelector } from '@mweb/api-client/store';
import { ConfirmDialog } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';

/**
 * The interstitial before a tapped link takes the player to a host outside the allow-list: it
 * names the host, and nothing opens until the player taps Continue.
 */
export function LeaveDialog() {
  const confirmation = useAppSelector(selectLeaveConfirmation);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('common');
  if (!confirmation) return null;
  return (
    <ConfirmDialog
      open
      title={t('leave.title')}
      message={t('leave.message', { host: confirmation.host })}
      confirmLabel={t('leave.continue')}
      cancelLabel={t('leave.stay')}
      onConfirm={() => {
        dispatch(leaveConfirmationSettled());
        browserOpeners.openOutside(confirmation.href);
      }}
      onCancel={() => dispatch(leaveConfirmationSettled())}
    />
  );
}
