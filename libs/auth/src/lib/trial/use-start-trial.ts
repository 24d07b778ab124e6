import { isApiError, useCreateTrialAccountMutation, useFreePlayMutation } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import { selectIsTrial } from '@mweb/api-client/session';
import { storage } from '@mweb/api-client/storage';
import { useAppSelector } from '@mweb/api-client/store';
import { useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFailureText } from '../forms/form-support';
import { LONG_LOADING_MS } from '../notice-durations';

/** The platform's answer to a stored trial name that is not (or no longer) this browser's. */
const TRIAL_NAME_INVALID = 'trial.name.invalid';

/**
 * Free play (SPEC.md section 4, Trial): a trial session already here goes straight home; otherwise
 * a loading notice covers the calls. The trial account is the stored trialName's, or a new one
 * from "create trial account", stored as trialName; free play then logs into it, api-client keeps
 * the session, and the member goes home. A stored name the platform refuses (another browser's,
 * gone) or that is corrupt (storage reads it as absent) is dropped for a new one: nothing blocks.
 * Resolves true when the member ends up home.
 */
export function useStartTrial(): () => Promise<boolean> {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const notice = useNotice();
  const failureText = useFailureText();
  const alreadyTrial = useAppSelector(selectIsTrial);
  const [createTrialAccount] = useCreateTrialAccountMutation();
  const [freePlay] = useFreePlayMutation();

  const playNewTrial = async () => {
    const { userName } = await createTrialAccount().unwrap();
    // A name the storage guard refuses reads as absent (and is dropped) next time: played once.
    storage.write('trialName', userName);
    await freePlay({ userName }).unwrap();
  };

  const play = async () => {
    const stored = storage.read('trialName');
    if (stored === undefined) return playNewTrial();
    try {
      await freePlay({ userName: stored }).unwrap();
    } catch (error) {
      if (!(isApiError(error) && error.errorCode === TRIAL_NAME_INVALID)) throw error;
      storage.remove('trialName');
      await playNewTrial();
    }
  };

  return async () => {
    if (alreadyTrial) {
      void navigate(home, { replace: true });
      return true;
    }
    const waiting = notice.loading(t('status.please_wait'), { duration: LONG_LOADING_MS });
    try {
      await play();
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
