// What the agent screens' tests share: the screen test kit with the agent dictionaries, agent01
// logged in by default, and the flags the seeded platform has on for agents.
import {
  renderScreen as renderAtRoute,
  setUpScreenTests as setUpKit,
  type RenderScreenOptions,
} from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import type { ReactElement } from 'react';

export { GATEWAY, locationText } from '@mweb/api-client/screen-tests';

/** MSW with the contract's fixtures and the agent dictionaries, for one test file. */
export const setUpScreenTests = () => setUpKit({ namespaces: ['agent'], wrap: NoticeProvider });

export interface AgentScreenOptions extends Omit<RenderScreenOptions, 'session'> {
  /** Who is logged in: nobody, or agent01 with this member type (1, an agent, unless told). */
  memberType?: number | null;
}

/** A screen at its route with agent01 (or nobody) logged in and the agent flags on. */
export function renderScreen(
  ui: ReactElement,
  { memberType = 1, ...options }: AgentScreenOptions,
): ReturnType<typeof renderAtRoute> {
  return renderAtRoute(ui, {
    ...options,
    session: memberType === null ? 'guest' : { userName: 'agent01', type: memberType },
    flags: options.flags ?? { AGENTPOLICY3: true, REFERRAL: true },
  });
}
