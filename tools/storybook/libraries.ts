/**
 * The libs with stories, and the name their stories stand under in every Storybook: a lib's own
 * and the workspace's. Both prefix a lib's titles with it, so a story has the same id (and the
 * same reference picture) wherever it is shown.
 */
export const STORY_LIBS = [
  // Components: text-free, one docs page each, no gateway.
  { lib: 'ui-kit', title: 'UI kit', screens: false },
  // Screens and their parts: rendered in the app's providers over mocked gateway answers.
  { lib: 'auth', title: 'Auth', screens: true },
  { lib: 'games', title: 'Games', screens: true },
  { lib: 'lottery', title: 'Lottery', screens: true },
  { lib: 'wallet', title: 'Wallet', screens: true },
  { lib: 'messages', title: 'Messages', screens: true },
  { lib: 'promotions', title: 'Promotions', screens: true },
  { lib: 'agent', title: 'Agent', screens: true },
  { lib: 'safer-gambling', title: 'Safer gambling', screens: true },
] as const satisfies readonly { lib: string; title: string; screens: boolean }[];

export type StoryLib = (typeof STORY_LIBS)[number];

/** The story files of a lib, relative to its folder. */
export const STORY_FILES = 'src/**/*.stories.@(ts|tsx)';

/** The entry of `lib`; throws for a lib that is not in the table, so a new one is added to it. */
export function storyLib(lib: string): StoryLib {
  const found = STORY_LIBS.find((entry) => entry.lib === lib);
  if (!found) throw new Error(`${lib} has stories but no entry in tools/storybook/libraries.ts`);
  return found;
}

/** Whether a story's title (`Wallet/Deposit`) is one of a screen lib's. */
export function isScreenTitle(title: string): boolean {
  const prefix = title.split('/')[0];
  return STORY_LIBS.some((entry) => entry.screens && entry.title === prefix);
}
