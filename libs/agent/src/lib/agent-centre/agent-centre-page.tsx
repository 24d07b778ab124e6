import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styles from '../agent.module.css';
import { AffiliateUrlsPanel } from './affiliate-urls-panel';
import { DailySalaryPanel } from './daily-salary-panel';
import { DownlinePanel } from './downline-panel';
import { RebatesPanel } from './rebates-panel';
import { SettingsPanel } from './settings-panel';
import { TeamKpiPanel } from './team-kpi-panel';

/** The agent centre's sections, in order; the selected one is in the URL (`?tab=`). */
export const AGENT_CENTRE_TABS = [
  { id: 'kpi', labelKey: 'centre.tab.kpi', Panel: TeamKpiPanel },
  { id: 'downline', labelKey: 'centre.tab.downline', Panel: DownlinePanel },
  { id: 'rebates', labelKey: 'centre.tab.rebates', Panel: RebatesPanel },
  { id: 'salary', labelKey: 'centre.tab.salary', Panel: DailySalaryPanel },
  { id: 'settings', labelKey: 'centre.tab.settings', Panel: SettingsPanel },
  { id: 'links', labelKey: 'centre.tab.links', Panel: AffiliateUrlsPanel },
] as const;

/** The agent centre, for agents: team KPIs, downline, rebates, salary, settings and links. */
export function AgentCentrePage() {
  const { t } = useTranslation('agent');
  const [search] = useSearchParams();
  const selected =
    AGENT_CENTRE_TABS.find((tab) => tab.id === search.get('tab')) ?? AGENT_CENTRE_TABS[0];
  const { Panel } = selected;
  return (
    <main className={styles['page']}>
      {/* Links rather than tabs: each section has its own address, and back returns to the last. */}
      <nav aria-label={t('centre.title')}>
        <ul className={styles['sections']}>
          {AGENT_CENTRE_TABS.map((tab) => (
            <li key={tab.id}>
              <Link
                to={`?tab=${tab.id}`}
                replace
                className={styles['section']}
                aria-current={tab.id === selected.id ? 'page' : undefined}
              >
                {t(tab.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Panel />
    </main>
  );
}
