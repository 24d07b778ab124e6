import {
  useBalanceQuery,
  useMemberInfoQuery,
  useSetMemberLanguageMutation,
} from '@mweb/api-client';
import {
  ScreenLink,
  useScreenPath,
  useScreenPaths,
  type ScreenName,
} from '@mweb/api-client/screens';
import { isAgent, selectMemberType } from '@mweb/api-client/session';
import {
  languageChosen,
  selectFlag,
  selectLanguage,
  selectLanguageOffers,
  selectTemplates,
} from '@mweb/api-client/site';
import { useAppDispatch, useAppSelector } from '@mweb/api-client/store';
import { formatAmount, type LanguageCode } from '@mweb/i18n';
import { Button, IconButton, LanguagePicker, Skeleton } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../forms/form.module.css';
import { LogoutDialog } from '../logout/logout-dialog';
import centre from './member-centre.module.css';

/** The member centre's entries: this feature's own, then other screens of the app as they exist. */
export const MEMBER_ENTRIES: readonly { screen: ScreenName; labelKey: string }[] = [
  { screen: 'security', labelKey: 'common:title.security' },
  { screen: 'changePsw', labelKey: 'common:title.change_password' },
  { screen: 'deposit', labelKey: 'common:title.deposit' },
  { screen: 'withdraw', labelKey: 'common:title.withdraw' },
  { screen: 'gameRecord', labelKey: 'common:title.betting_record' },
  { screen: 'cashback', labelKey: 'common:title.cashback' },
  { screen: 'rewardCenter', labelKey: 'common:title.reward_centre' },
  { screen: 'message', labelKey: 'common:title.message_centre' },
  { screen: 'inviteFriends', labelKey: 'common:title.invite_friends' },
  { screen: 'saferGambling', labelKey: 'common:title.safer_gambling' },
  { screen: 'help', labelKey: 'common:title.help' },
];

/** The money entries: tiles of their own in the new member centre (`mem_cen` '1'). */
const MONEY_SCREENS: readonly ScreenName[] = ['deposit', 'withdraw', 'gameRecord', 'cashback'];

/**
 * The member's language: every one the brand enables. The choice applies at once, is stored on
 * this browser and is saved on the platform (SPEC.md section 7), so the member's next new device
 * starts in it.
 */
function MemberLanguage() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const offered = useAppSelector(selectLanguageOffers).member;
  const [saveLanguage] = useSetMemberLanguageMutation();
  return (
    <LanguagePicker
      label={t('common:language.label')}
      showLabel
      value={language}
      languages={offered}
      onChange={(code: LanguageCode) => {
        dispatch(languageChosen(code));
        void saveLanguage({ language: code });
      }}
    />
  );
}

/**
 * /m/member/home: who is logged in, their balance and VIP label, and where to go from here. A real
 * member's: the shell asks a trial account to register instead (its screen record).
 */
export function MemberCentrePage() {
  const { t } = useTranslation(['auth', 'common']);
  const pathTo = useScreenPaths();
  const member = useMemberInfoQuery();
  const balance = useBalanceQuery();
  const agent = useAppSelector((state) => isAgent(selectMemberType(state)));
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const name = member.data ? (member.data.nickname ?? member.data.account) : '';
  const cashbackOn = useAppSelector((state) => selectFlag(state, 'MANPLAYREB3'));
  const newView = useAppSelector(selectTemplates)['mem_cen'] === '1';
  const entries = MEMBER_ENTRIES.flatMap((entry) => {
    const path = pathTo(entry.screen);
    // Cashback exists only where the site offers it (MANPLAYREB3).
    if (entry.screen === 'cashback' && !cashbackOn) return [];
    return path ? [{ ...entry, path }] : [];
  });
  // The wallet's transaction details are a tab of the betting records.
  const transactions = useScreenPath('gameRecord', { tab: 'transactions' });
  if (transactions) {
    const at = entries.findIndex((entry) => entry.screen === 'gameRecord') + 1;
    entries.splice(at, 0, {
      screen: 'gameRecord',
      labelKey: 'auth:member.transactions',
      path: transactions,
    });
  }
  const money = newView ? entries.filter((entry) => MONEY_SCREENS.includes(entry.screen)) : [];
  const links = entries.filter((entry) => !money.includes(entry));
  return (
    <main className={styles['page']}>
      {member.isLoading ? (
        <Skeleton shape="text" count={3} label={t('common:status.loading')} />
      ) : (
        <section className={centre['card']} aria-label={t('auth:member.title')}>
          <span className={centre['avatar']} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <h1 className={centre['name']}>{name}</h1>
          <span className={centre['vip']}>
            {member.data?.clubLabel?.labelName ?? t('common:header.vip', { level: 0 })}
          </span>
          <p className={centre['balance']}>
            {t('auth:member.balance')}:{' '}
            {balance.data
              ? formatAmount(balance.data.sumBalance, balance.data.currencySymbol)
              : '–'}
            <IconButton
              label={t('common:action.refresh')}
              onClick={() => void balance.refetch()}
              disabled={balance.isFetching}
              icon={<span aria-hidden="true">↻</span>}
            />
          </p>
        </section>
      )}
      {money.length > 0 ? (
        <nav aria-label={t('auth:member.money')} className={centre['money']}>
          {money.map((entry) => (
            <Link key={entry.labelKey} className={centre['tile']} to={entry.path}>
              {t(entry.labelKey)}
            </Link>
          ))}
        </nav>
      ) : null}
      <nav aria-label={t('auth:member.title')}>
        <ul className={centre['links']}>
          {links.map((entry) => (
            <li key={entry.labelKey}>
              <Link className={centre['entry']} to={entry.path}>
                {t(entry.labelKey)}
              </Link>
            </li>
          ))}
          {agent ? (
            <li>
              <ScreenLink className={centre['entry']} screen="agentCentre">
                {t('common:title.agent_centre')}
              </ScreenLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <MemberLanguage />
      <Button variant="secondary" block onClick={() => setConfirmingLogout(true)}>
        {t('common:header.logout')}
      </Button>
      <LogoutDialog open={confirmingLogout} onDone={() => setConfirmingLogout(false)} />
    </main>
  );
}
