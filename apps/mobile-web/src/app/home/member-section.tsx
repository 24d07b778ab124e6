import { useBalanceQuery, useMemberInfoQuery } from '@mweb/api-client';
import { formatMinor, toMinor } from '@mweb/api-client/money';
import { ScreenLink, useAccess, useScreenPaths, type ScreenName } from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HomeSection } from './home-section';
import styles from './home-section.module.css';

/** Deposit and withdraw, for real members: a guest logs in, a trial account is refused. */
function MoneyEntries() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const access = useAccess();
  const pathTo = useScreenPaths();
  const entries: { screen: ScreenName; label: string }[] = [
    { screen: 'deposit', label: t('menu.deposit') },
    { screen: 'withdraw', label: t('sidebar.withdraw') },
  ];
  return (
    <div className={styles['entries']}>
      {entries.map(({ screen, label }) => {
        const path = pathTo(screen);
        if (path === null) return null;
        return (
          <button
            key={screen}
            type="button"
            className={styles['entry']}
            onClick={() => {
              if (access('realMember', 'deposit')) void navigate(path);
            }}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** A member's balance (with the currency's pattern), VIP label and money entries. */
function MemberSummary() {
  const { t } = useTranslation('common');
  // The same calls as the header's, so the cache answers both.
  const member = useMemberInfoQuery();
  const balance = useBalanceQuery();
  const units = balance.data ? toMinor(balance.data.sumBalance) : undefined;
  const failed = balance.isError || (balance.data !== undefined && units === undefined);
  return (
    <HomeSection
      title={t('home.member')}
      failed={failed}
      onRetry={() => {
        void balance.refetch();
        void member.refetch();
      }}
    >
      <div className={styles['row']}>
        <span className={styles['ellipsis']}>
          {member.data ? (member.data.nickname ?? member.data.account) : ''}
        </span>
        <span className={styles['muted']}>
          {member.data?.clubLabel?.labelName ?? t('header.vip', { level: 0 })}
        </span>
      </div>
      <div className={styles['row']}>
        <span className={styles['muted']}>{t('header.balance')}</span>
        <span className={styles['figure']} dir="ltr" aria-busy={balance.isFetching}>
          {balance.data && units !== undefined
            ? formatMinor(units, balance.data.currencySymbol)
            : '…'}
        </span>
      </div>
      <MoneyEntries />
    </HomeSection>
  );
}

/** A guest is invited to log in or register. */
function GuestEntries() {
  const { t } = useTranslation('common');
  return (
    <HomeSection title={t('home.member')}>
      <p className={styles['muted']}>{t('home.member_guest')}</p>
      <div className={styles['entries']}>
        <ScreenLink screen="login" className={styles['entry']}>
          {t('header.login')}
        </ScreenLink>
        <ScreenLink screen="register" className={styles['entry']}>
          {t('header.register')}
        </ScreenLink>
      </div>
    </HomeSection>
  );
}

/** The home page's member section (SPEC.md section 2): the member's money, or a guest's way in. */
export function HomeMemberSection() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <MemberSummary /> : <GuestEntries />;
}
