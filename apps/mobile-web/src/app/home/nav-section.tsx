import { ScreenLink, type ScreenName } from '@mweb/api-client/screens';
import { selectFlag } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { useTranslation } from 'react-i18next';
import { isInstalled } from '../environment';
import { useEnvironment } from '../environment-context';
import { HomeSection } from './home-section';
import styles from './home-section.module.css';

interface NavEntry {
  screen: ScreenName;
  titleKey: string;
}

/**
 * The nav section's entries, in order: the screens a player reaches from home besides the games.
 * App download is left out where the app is installed already; invite friends needs the REFERRAL
 * promotion (SPEC.md section 2, Side menu and Bottom menu).
 */
export function navEntries(options: { installed: boolean; referral: boolean }): NavEntry[] {
  const entries: (NavEntry | false)[] = [
    { screen: 'game', titleKey: 'title.game_centre' },
    { screen: 'activity', titleKey: 'title.promotions' },
    { screen: 'notice', titleKey: 'title.announcements' },
    { screen: 'help', titleKey: 'title.help' },
    options.referral && { screen: 'inviteFriends', titleKey: 'title.invite_friends' },
    !options.installed && { screen: 'app', titleKey: 'title.app_download' },
  ];
  return entries.filter((entry) => entry !== false);
}

/** The nav section: one link per screen that exists (a screen not built yet shows no entry). */
export function HomeNavSection() {
  const { t } = useTranslation('common');
  const environment = useEnvironment();
  const referral = useAppSelector((state) => selectFlag(state, 'REFERRAL'));
  const entries = navEntries({ installed: isInstalled(environment), referral });
  return (
    <HomeSection title={t('home.nav')}>
      <nav aria-label={t('home.nav')} className={styles['entries']}>
        {entries.map(({ screen, titleKey }) => (
          <ScreenLink key={screen} screen={screen} className={styles['entry']}>
            {t(titleKey)}
          </ScreenLink>
        ))}
      </nav>
    </HomeSection>
  );
}
