// The screens this feature gives the app (docs/architecture/screens.md), each loaded only when
// first opened, all from one chunk.
import { defineScreen, type LazyScreen } from '@mweb/api-client/screens';
import type * as AgentPages from './agent-pages';

/** A component of the agent pages' chunk: the chunk's one dynamic import. */
function agentPage(name: keyof typeof AgentPages): LazyScreen {
  return () => import('./agent-pages').then((module) => ({ Component: module[name] }));
}

export const agentScreens = [
  defineScreen({
    name: 'inviteFriends',
    load: agentPage('InviteFriendsPage'),
    title: 'title.invite_friends',
    access: 'member',
  }),
  defineScreen({
    name: 'salaryContract',
    load: agentPage('SalaryContractPage'),
    title: 'title.daily_salary_contract',
    access: 'member',
  }),
  defineScreen({
    name: 'dividendContract',
    load: agentPage('DividendContractPage'),
    title: 'title.dividend_contract',
    access: 'member',
  }),
  defineScreen({
    name: 'hourContract',
    load: agentPage('HourContractPage'),
    title: 'title.hourly_salary_contract',
    access: 'member',
  }),
  defineScreen({
    name: 'agentCentre',
    load: agentPage('AgentCentrePage'),
    title: 'title.agent_centre',
    access: 'agent',
  }),
];
