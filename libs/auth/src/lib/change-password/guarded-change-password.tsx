import { RequireRealMember } from '../guards/guards';
import { ChangePasswordPage } from './change-password-page';

/** The change-password screen as the app mounts it: real members only. */
export function GuardedChangePasswordPage() {
  return (
    <RequireRealMember>
      <ChangePasswordPage />
    </RequireRealMember>
  );
}
