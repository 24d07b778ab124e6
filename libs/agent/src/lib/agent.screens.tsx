// The screens this feature gives the app, each loaded only when first opened.
import type { FeatureScreens, LazyScreen } from '@mweb/api-client';
import type * as AgentPages from './agent-pages';

/** A component of the agent pages' chunk, by its screen's name: the chunk's one dynamic import. */
function agentPage(name: keyof typeof AgentPages): LazyScreen {
  return () => import('./agent-pages').then((module) => ({ Component: module[name] }));
}

export const agentScreens = {
  inviteFriends: agentPage('inviteFriends'),
  salaryContract: agentPage('salaryContract'),
  dividendContract: agentPage('dividendContract'),
  hourContract: agentPage('hourContract'),
  agentCentre: agentPage('agentCentre'),
} satisfies FeatureScreens;
