// One record per screen, in the feature that draws it: what the app's shell needs to mount it, lay
// it out and let the right players in. The paths stay in `SCREEN_PATHS` (the route table of
// SPEC.md section 2, in one place); everything else about a screen is here.
import type { ComponentType } from 'react';
import type { ScreenAccess, TrialRefusal } from '../access/access';
import type { LazyScreen, ScreenName } from './screens';

/** Where the header's back arrow goes: the home page, or one step back in history. */
export type BackTarget = 'home' | 'history';

/** The layout rules of SPEC.md section 2, for one screen. */
export interface ScreenLayout {
  /** The banner and top bar (home routes only). */
  banner: boolean;
  /** The header with a back arrow and the title (the screens that draw their own top have none). */
  header: boolean;
  bottomMenu: boolean;
  back: BackTarget;
}

/** A screen as the shell reads it. */
export interface ScreenRecord {
  name: ScreenName;
  /** Its code, loaded on first use; or, for home alone, a component in the first load. */
  load: LazyScreen | { Component: ComponentType };
  /** The `common` dictionary key of its title (the header shows it). */
  title: string;
  layout: ScreenLayout;
  /** Who may open it; the shell sends a guest to log in and refuses a trial account. */
  access: ScreenAccess;
  /** What a trial account meets here when access is `realMember`. */
  trial: TrialRefusal;
}

/** A record as a feature writes it: the layout's usual values and the trial's refusal left out. */
export type ScreenSpec = Omit<ScreenRecord, 'layout' | 'trial'> & {
  layout?: Partial<ScreenLayout>;
  trial?: TrialRefusal;
};

/**
 * A screen's record. The layout defaults to what most screens have (no banner, the header, the
 * bottom menu, back one step); a trial account is refused with free_reject unless `trial` says.
 */
export function defineScreen({
  layout,
  trial = 'free_reject',
  ...screen
}: ScreenSpec): ScreenRecord {
  return {
    ...screen,
    layout: { banner: false, header: true, bottomMenu: true, back: 'history', ...layout },
    trial,
  };
}
