import { useFreePlayMutation } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import { selectIsTrial } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFailureText } from '../forms/form-support';
import { LONG_LOADING_MS } from '../notice-durations';

/**
 * Free play (SPEC.md section 4, Trial): a trial session already here goes straight home; otherwise
 * a loading notice covers the free-play call, whose session api-client stores, then home.
 * Resolves true when the member ends up home.
 */
export function useStartTrial(): () => Promise<boolean> {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const notice = useNotice();
  const failureText = useFailureText();
  const alreadyTrial = useAppSelector(selectIsTrial);
  const [freePlay] = useFreePlayMutation();
  return async () => {
    if (alreadyTrial) {
      void navigate(home, { replace: true });
      return true;
    }
    const waiting = notice.loading(t('status.please_wait'), { duration: LONG_LOADING_MS });
    try {
      await freePlay({}).unwrap();
      notice.hide(waiting);
      void navigate(home, { replace: true });
      return true;
    } catch (error) {
      notice.hide(waiting);
      notice.fail(failureText(error));
      return false;
    }
  };
}
