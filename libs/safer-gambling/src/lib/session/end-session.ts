import { api } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import { sessionCleared } from '@mweb/api-client/session';
import { useAppDispatch } from '@mweb/api-client/store';
import { useNotice } from '@mweb/ui-kit';
import { useNavigate } from 'react-router-dom';

/**
 * After a break, an exclusion or the lock the platform has already ended every session of the
 * member: the app forgets its own at once (no logout call, which would meet a dead token and say
 * "logged out" instead), says why, and shows the login page, where a login is refused until then.
 */
export function useEndSession(): (message: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = useNotice();
  const login = useScreenPath('login');
  return (message) => {
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    notice.info(message, { duration: 6_000 });
    void navigate(login ?? '/', { replace: true });
  };
}
