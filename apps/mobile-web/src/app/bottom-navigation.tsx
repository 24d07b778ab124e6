import { useAnnouncementUnreadCountQuery } from '@mweb/api-client';
import { BASENAME, useAccess, useScreenPaths, type ScreenName } from '@mweb/api-client/screens';
import {
  isTrial as isTrialType,
  seesAnnouncementsTab,
  selectIsLoggedIn,
  selectMemberType,
} from '@mweb/api-client/session';
import { selectFlag } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Badge, BottomMenu, type BottomMenuItem, LineIcon } from '@mweb/ui-kit';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShellDispatch } from './hooks';
import { homeCategorySelected } from './store/shell.slice';

interface Entry {
  id: string;
  screen: ScreenName;
  labelKey: string;
  icon: BottomMenuItem['icon'];
}

/** The fourth entry depends on who is looking (SPEC.md section 2, Bottom menu). */
function fourthEntry(loggedIn: boolean, memberType: number | null): Entry {
  if (!loggedIn)
    return { id: 'login', screen: 'login', labelKey: 'menu.login', icon: <LineIcon name="user" /> };
  if (seesAnnouncementsTab(memberType)) {
    return {
      id: 'notice',
      screen: 'notice',
      labelKey: 'menu.announcements',
      icon: <LineIcon name="bell" />,
    };
  }
  return {
    id: 'invite',
    screen: 'inviteFriends',
    labelKey: 'menu.affiliate_code',
    icon: <LineIcon name="gift" />,
  };
}

/**
 * The entries whose screens exist, in the spec's order. A trial account also sees deposit before
 * the deposit screen exists: its tap is refused either way (SPEC.md section 4), so it leads nowhere
 * unfinished.
 */
export function bottomEntries(
  loggedIn: boolean,
  memberType: number | null,
  exists: (screen: ScreenName) => boolean,
): Entry[] {
  const trial = loggedIn && memberType !== null && isTrialType(memberType);
  const entries: Entry[] = [
    { id: 'home', screen: 'home', labelKey: 'menu.home', icon: <LineIcon name="home" /> },
    {
      id: 'promotion',
      screen: 'activity',
      labelKey: 'menu.promotion',
      icon: <LineIcon name="gift" />,
    },
    {
      id: 'deposit',
      screen: 'deposit',
      labelKey: 'menu.deposit',
      icon: <LineIcon name="wallet" />,
    },
    fourthEntry(loggedIn, memberType),
    {
      id: 'member',
      screen: 'memberHome',
      labelKey: 'menu.member_centre',
      icon: <LineIcon name="user" />,
    },
  ];
  return entries.filter((entry) => exists(entry.screen) || (trial && entry.id === 'deposit'));
}

/**
 * The announcements entry's unread count (99+ above 99). Only members who see that entry render
 * it, so only they ask; its endpoint is in the first load already.
 */
function UnreadAnnouncements({ label }: { label: string }) {
  const { data } = useAnnouncementUnreadCountQuery();
  return <Badge count={data?.announcementUnreadCount ?? 0} label={label} />;
}

/** The bottom menu: home, promotion, deposit, the member-type entry, member centre. */
export function BottomNavigation({ activeScreen }: { activeScreen: ScreenName | undefined }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const dispatch = useShellDispatch();
  const access = useAccess();
  const pathTo = useScreenPaths();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const memberType = useAppSelector(selectMemberType);
  // Invite friends depends on the REFERRAL promotion (SPEC.md section 2, Bottom menu).
  const referral = useAppSelector((state) => selectFlag(state, 'REFERRAL'));
  const entries = bottomEntries(
    loggedIn,
    memberType,
    (screen) => pathTo(screen) !== null && (screen !== 'inviteFriends' || referral),
  );

  const onSelect = (id: string, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    // Deposits are for real members: a guest logs in, a trial account is refused.
    if (entry.id === 'deposit' && !access('realMember', 'deposit')) return;
    if (entry.id === 'home') {
      dispatch(homeCategorySelected('HOT'));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
    const path = pathTo(entry.screen);
    if (path) void navigate(path);
  };

  return (
    <BottomMenu
      label={t('menu.label')}
      items={entries.map((entry) => ({
        id: entry.id,
        label: t(entry.labelKey),
        icon: entry.icon,
        href: `${BASENAME}${pathTo(entry.screen) ?? ''}`,
        badge: entry.id === 'notice' ? <UnreadAnnouncements label={t('menu.unread')} /> : undefined,
      }))}
      activeId={entries.find((entry) => entry.screen === activeScreen)?.id}
      onSelect={onSelect}
    />
  );
}
