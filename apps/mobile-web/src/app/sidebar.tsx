import { useBalanceQuery, useHeadIconQuery, useMemberInfoQuery } from '@mweb/api-client';
import { useLeaveApp, useTrustedImageUrl } from '@mweb/api-client/leaving';
import { useScreenPaths, type ScreenName } from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { selectCustomerService, selectTheme, themeChosen } from '@mweb/api-client/site';
import { useAppDispatch, useAppSelector } from '@mweb/api-client/store';
import { formatAmount } from '@mweb/i18n';
import { Button, Drawer, LineIcon, ThemeSwitch } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from './sidebar.module.css';

export interface SidebarProps {
  open: boolean;
  onClose: () => void;
  /** Asks the header to confirm and log out (logout always asks first). */
  onLogout: () => void;
  /** Hides app download where the app is already installed (native app, installed web app). */
  installed: boolean;
}

interface Entry {
  id: string;
  labelKey: string;
  /** A screen of ours, or an external link. */
  to: { screen: ScreenName } | { href: string };
}

/** The entries of SPEC.md section 2's sidebar whose destinations exist, in the spec's order. */
export function sidebarEntries(
  links: readonly { csType: string; url: string }[],
  installed: boolean,
  exists: (screen: ScreenName) => boolean,
): Entry[] {
  const messagingApp = links.find((link) => link.csType === 'WHATSAPP');
  const liveChat = links.find((link) => link.csType === 'LIVECHAT');
  const entries: (Entry | null)[] = [
    { id: 'deposit', labelKey: 'sidebar.deposit', to: { screen: 'deposit' } },
    { id: 'withdraw', labelKey: 'sidebar.withdraw', to: { screen: 'withdraw' } },
    { id: 'record', labelKey: 'sidebar.betting_record', to: { screen: 'gameRecord' } },
    messagingApp
      ? { id: 'messaging', labelKey: 'sidebar.messaging_app', to: { href: messagingApp.url } }
      : null,
    liveChat ? { id: 'chat', labelKey: 'sidebar.live_chat', to: { href: liveChat.url } } : null,
    installed ? null : { id: 'app', labelKey: 'sidebar.app_download', to: { screen: 'app' } },
    { id: 'safer', labelKey: 'safer.link', to: { screen: 'saferGambling' } },
  ];
  return entries.filter(
    (entry): entry is Entry => entry !== null && ('href' in entry.to || exists(entry.to.screen)),
  );
}

function MemberPanel() {
  const { data: member } = useMemberInfoQuery();
  const { data: balance } = useBalanceQuery();
  const { data: icon } = useHeadIconQuery();
  // The member's head icon, where the one URL policy lets it load; else the generic icon.
  const picture = useTrustedImageUrl(icon?.avatar);
  return (
    <div className={styles['member']}>
      <span className={styles['avatar']} aria-hidden="true">
        {picture ? <img src={picture} alt="" /> : <LineIcon name="user" />}
      </span>
      <span className={styles['name']}>{member ? (member.nickname ?? member.account) : ''}</span>
      <span className={styles['balance']}>
        {balance ? formatAmount(balance.sumBalance, balance.currencySymbol) : ''}
      </span>
    </div>
  );
}

/** The right-hand sidebar: who is logged in, their balance, and the way to money and help. */
export function Sidebar({ open, onClose, onLogout, installed }: SidebarProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const theme = useAppSelector(selectTheme);
  const links = useAppSelector(selectCustomerService);
  const pathTo = useScreenPaths();
  const leave = useLeaveApp();
  const exists = (screen: ScreenName) => pathTo(screen) !== null;
  const go = (screen: ScreenName) => {
    const path = pathTo(screen);
    onClose();
    if (path) void navigate(path);
  };
  const guestLinks = (
    [
      { id: 'login', labelKey: 'sidebar.login', screen: 'login' },
      { id: 'register', labelKey: 'sidebar.register', screen: 'register' },
      { id: 'forget', labelKey: 'sidebar.forgot_password', screen: 'forget' },
    ] as const
  ).filter((link) => exists(link.screen));

  return (
    <Drawer open={open} onClose={onClose} label={t('header.menu')} side="end">
      <div className={styles['panel']}>
        {loggedIn ? <MemberPanel /> : null}
        <ul className={styles['list']}>
          {sidebarEntries(links, installed, exists).map(({ id, labelKey, to }) => (
            <li key={id}>
              {'href' in to ? (
                // A server URL: the policy decides at the tap, so the page never holds it as a link.
                <button
                  type="button"
                  className={styles['entry']}
                  onClick={() => {
                    onClose();
                    void leave.open(to.href);
                  }}
                >
                  {t(labelKey)}
                </button>
              ) : (
                <button type="button" className={styles['entry']} onClick={() => go(to.screen)}>
                  {t(labelKey)}
                </button>
              )}
            </li>
          ))}
          {loggedIn
            ? null
            : guestLinks.map((link) => (
                <li key={link.id}>
                  <button type="button" className={styles['entry']} onClick={() => go(link.screen)}>
                    {t(link.labelKey)}
                  </button>
                </li>
              ))}
        </ul>
        <ThemeSwitch
          theme={theme}
          label={t('theme.label')}
          onThemeChange={(chosen) => dispatch(themeChosen(chosen))}
        />
        {loggedIn ? (
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            {t('sidebar.logout')}
          </Button>
        ) : null}
      </div>
    </Drawer>
  );
}
