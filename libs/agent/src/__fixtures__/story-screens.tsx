// What the agent stories share: a screen at its app path, anything it navigates to shown as
// "Went to …", and the site of the seeded platform with every screen mounted.
import { SCREEN_NAMES } from '@mweb/api-client/screens';
import { type SiteState } from '@mweb/api-client/site';

export { AtPath, storyOrigin } from '@mweb/api-client/testing';

/** The flags the demo platform has on for agents. */
export const agentSite: Partial<SiteState> = {
  flags: { AGENTPOLICY3: true, REFERRAL: true },
  mountedScreens: SCREEN_NAMES,
};

/** agent01, a type-1 agent. */
export const agentSession = { userName: 'agent01', type: 1 };
