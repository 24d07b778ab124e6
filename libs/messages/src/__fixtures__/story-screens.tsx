// What the messages stories share: a screen at its app path, anything it navigates to shown as
// "Went to …", and the site of the seeded platform with every screen mounted and live chat on.
import { SCREEN_NAMES } from '@mweb/api-client/screens';
import { type SiteState } from '@mweb/api-client/site';

export { AtPath, storyOrigin } from '@mweb/api-client/testing';

export const messagesSite: Partial<SiteState> = {
  flags: { CBS3: true },
  mountedScreens: SCREEN_NAMES,
};
