// What the safer-gambling stories share: a screen at its app path, and the site with every screen
// mounted.
import { SCREEN_NAMES } from '@mweb/api-client/screens';
import type { SiteState } from '@mweb/api-client/site';

export { AtPath, storyOrigin } from '@mweb/api-client/testing';

export const saferGamblingSite: Partial<SiteState> = { mountedScreens: SCREEN_NAMES };
