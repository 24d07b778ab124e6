import { useMyAffiliateCodeQuery } from '@mweb/api-client';
import { BASENAME, useScreenPath } from '@mweb/api-client/screens';
import { selectFlag } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { QueryState } from '@mweb/ui-connected';
import { Button, Empty } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../agent.module.css';
import { QrCode } from './qr-code';
import { useCopy } from './use-copy';

/** /m/inviteFriends: the member's affiliate code and invitation link, while REFERRAL is on. */
export function InviteFriendsPage() {
  const { t } = useTranslation('agent');
  // Invite friends depends on the REFERRAL promotion (SPEC.md section 2).
  const referral = useAppSelector((state) => selectFlag(state, 'REFERRAL'));
  if (!referral) {
    return (
      <main className={styles['page']}>
        <Empty title={t('invite.unavailable')} />
      </main>
    );
  }
  return <Invitation />;
}

/** The screen's frame around a state in place of the invitation. */
const inPage = (state: ReactNode) => <main className={styles['page']}>{state}</main>;

/** The share sheet, where the browser offers one. */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

function Invitation() {
  const { t } = useTranslation(['agent', 'common']);
  const copy = useCopy();
  const code = useMyAffiliateCodeQuery();
  const register = useScreenPath('register', { affiliateCode: code.data?.code });
  if (code.isLoading || code.isError || !code.data || !register) {
    // The invitation needs the code and the register screen's path: without both, a retry.
    return (
      <QueryState query={{ ...code, data: register ? code.data : undefined }} frame={inPage}>
        {() => null}
      </QueryState>
    );
  }
  // The link opens registration on this domain with the code filled in.
  const link = `${window.location.origin}${BASENAME}${register}`;
  const share = () => {
    // A closed share sheet rejects too; there is nothing to say about it.
    navigator.share({ title: t('agent:invite_friends'), url: link }).catch(() => undefined);
  };
  return (
    <main className={styles['page']}>
      <section className={styles['card']} aria-labelledby="invite-code">
        <h1 id="invite-code" className={styles['heading']}>
          {t('agent:affiliate_code')}
        </h1>
        <p className={styles['code']}>{code.data.code}</p>
        <Button variant="secondary" onClick={() => copy(code.data.code)}>
          {t('agent:invite.copy_code')}
        </Button>
      </section>
      <section className={styles['card']} aria-labelledby="invite-link">
        <h2 id="invite-link" className={styles['heading']}>
          {t('agent:invitation_link')}
        </h2>
        <QrCode className={styles['qr']} value={link} label={t('agent:invite.qr_label')} />
        <p className={styles['link']}>{link}</p>
        <div className={styles['actions']}>
          <Button variant="secondary" onClick={() => copy(link)}>
            {t('agent:invite.copy_link')}
          </Button>
          {canShare() ? <Button onClick={share}>{t('agent:invite.share')}</Button> : null}
        </div>
      </section>
    </main>
  );
}
