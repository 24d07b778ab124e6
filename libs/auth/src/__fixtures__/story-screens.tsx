// What the auth stories share: the screens at their app paths (so a story can follow a link or a
// redirect), a view of where the screen went, and the site flags of the seeded platform.
import type { SiteState } from '@mweb/api-client/site';

export { AtPath, storyOrigin } from '@mweb/api-client/testing';

/**
 * Every registration and login flag off. Storybook merges a story's parameters into its file's,
 * so a story turns flags off by naming them false.
 */
export const flagsOff = {
  USERNAMEREG3: false,
  MOBILENUMREG3: false,
  MOBILEVERCODELOGIN3: false,
  REGMOBVERF3: false,
};

/** The whitelabel flags the demo platform has on. */
export const demoSite: Partial<SiteState> = {
  flags: { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILEVERCODELOGIN3: true, REGMOBVERF3: true },
  // This feature's screens the stories link between, and a few of the member centre's.
  mountedScreens: ['login', 'register', 'forget', 'changePsw', 'help', 'deposit'],
};
