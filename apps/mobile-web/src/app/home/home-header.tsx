import {
  useBalanceQuery,
  useMemberInfoQuery,
  useSetMemberLanguageMutation,
} from '@mweb/api-client';
import { whenIdle } from '@mweb/api-client/scheduling';
import { useScreenPath } from '@mweb/api-client/screens';
import { selectIsLoggedIn, selectIsRealMember } from '@mweb/api-client/session';
import {
  languageChosen,
  selectAppDownload,
  selectLanguageOffers,
  selectResources,
  selectLanguage,
} from '@mweb/api-client/site';
import { useAppDispatch, useAppSelector } from '@mweb/api-client/store';
import { formatWholeAmount, languageOf } from '@mweb/i18n';
import { loadLogoutDialog } from '@mweb/auth';
import { Button, Header, IconButton, LineIcon, VisuallyHidden } from '@mweb/ui-kit';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BRAND_NAME } from '../config';
import { isInstalled, type Environment } from '../environment';
import { offersDownload } from './download';
import { useStatusAnswered } from './status-answered';
import styles from './home-header.module.css';
import { lazyExport } from '../lazy-export';

/**
 * The sidebar opens on a tap, so its code is not part of the first load: it is fetched once the
 * page is idle, and a tap finds it there (or waits for it, on a tap within the first moments).
 */
const loadSidebar = () => import('../sidebar');
const Sidebar = lazyExport(loadSidebar, 'Sidebar');

/**
 * The logout confirmation, which a member's header and sidebar open, likewise: fetched once a
 * member's page is idle.
 */
const LogoutDialog = lazyExport(loadLogoutDialog, 'LogoutDialog');

/** The brand's mark; index.html's splash draws the same one before the app's code has come. */
function Logo() {
  return (
    <span className={styles['logo']}>
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mweb-color-primary, #f5b400)" />
        <path
          d="M7 23V9h3.2l5.8 8 5.8-8H25v14h-3.4v-8.6L16 22l-5.6-7.6V23z"
          fill="var(--mweb-color-on-primary, #101114)"
        />
      </svg>
      {/* The mark alone on a phone's header: the name stays for screen readers. */}
      <VisuallyHidden>{BRAND_NAME}</VisuallyHidden>
    </span>
  );
}

/**
 * The header's language switch: EN ⇄ UR unless the brand names others, stepping through its list
 * in turn; a logged-in real member's choice is also saved on the server.
 */
function LanguageSwitch() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const isRealMember = useAppSelector(selectIsRealMember);
  const [saveLanguage] = useSetMemberLanguageMutation();
  const offered = useAppSelector(selectLanguageOffers).header;
  // The language after the current one; from a language not in the list, the list's first.
  const next = offered[(offered.indexOf(language) + 1) % offered.length] ?? 'EN';
  if (offered.length < 2 && next === language) return null;
  return (
    <Button
      variant="ghost"
      size="s"
      lang={languageOf(next).tag}
      aria-label={`${t('header.language_switch')}: ${languageOf(next).name}`}
      onClick={() => {
        dispatch(languageChosen(next));
        if (isRealMember) void saveLanguage({ language: next });
      }}
    >
      {languageOf(next).name}
    </Button>
  );
}

/** Balance, nickname, VIP label and the logout icon of a logged-in member (SPEC.md section 2). */
function MemberSummary({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const skip = !useStatusAnswered();
  const { data: member } = useMemberInfoQuery(undefined, { skip });
  const { data: balance } = useBalanceQuery(undefined, { skip });
  const memberHome = useScreenPath('memberHome');
  const summary = (
    <>
      <span className={styles['balance']} aria-label={t('header.balance')}>
        {balance ? formatWholeAmount(balance.sumBalance) : '–'}
      </span>
      <span className={styles['name']}>{member ? (member.nickname ?? member.account) : ''}</span>
      <span className={styles['vip']}>
        {member?.clubLabel?.labelName ?? t('header.vip', { level: 0 })}
      </span>
    </>
  );
  return (
    <>
      {memberHome ? (
        <button
          type="button"
          className={styles['member']}
          aria-label={t('header.user')}
          onClick={() => void navigate(memberHome)}
        >
          {summary}
        </button>
      ) : (
        <span className={styles['member']}>{summary}</span>
      )}
      <IconButton label={t('header.logout')} icon={<LineIcon name="logout" />} onClick={onLogout} />
    </>
  );
}

/** The home page's header: the logo, then the guest's or the member's actions. */
export interface HomeHeaderProps {
  environment: Environment;
  onOpenDownload: () => void;
}

export function HomeHeader({ environment, onOpenDownload }: HomeHeaderProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const resources = useAppSelector(selectResources);
  // The download button ignores hideDownloadBar: closing the bar is not refusing the app.
  const appDownload = useAppSelector(selectAppDownload);
  const offerDownload = offersDownload({
    environment,
    resources,
    hidden: false,
    appDownload,
    loggedIn,
  });
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    void whenIdle().then(loadSidebar);
  }, []);
  useEffect(() => {
    if (loggedIn) void whenIdle().then(loadLogoutDialog);
  }, [loggedIn]);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const login = useScreenPath('login');
  const register = useScreenPath('register');
  return (
    <>
      <Header
        logo={<Logo />}
        actions={
          <>
            {loggedIn ? (
              <MemberSummary onLogout={() => setConfirmingLogout(true)} />
            ) : (
              <>
                {login ? (
                  <Button size="s" variant="secondary" onClick={() => void navigate(login)}>
                    {t('header.login')}
                  </Button>
                ) : null}
                {register ? (
                  <Button size="s" onClick={() => void navigate(register)}>
                    {t('header.register')}
                  </Button>
                ) : null}
              </>
            )}
            {offerDownload ? (
              <IconButton
                label={t('header.download')}
                icon={<LineIcon name="download" />}
                onClick={onOpenDownload}
              />
            ) : null}
            <LanguageSwitch />
            <IconButton
              label={t('sidebar.open')}
              icon={<LineIcon name="menu" />}
              onClick={() => setMenuOpen(true)}
            />
          </>
        }
      />
      {/* Both render nothing while closed, so they join the page only when asked for: the
          first render, which the first paint waits for, does not build them. */}
      {menuOpen ? (
        <Suspense fallback={null}>
          <Sidebar
            open
            onClose={() => setMenuOpen(false)}
            onLogout={() => setConfirmingLogout(true)}
            installed={isInstalled(environment)}
          />
        </Suspense>
      ) : null}
      {confirmingLogout ? (
        <Suspense fallback={null}>
          <LogoutDialog open onDone={() => setConfirmingLogout(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
