// One record per section of the home page: what it is, what it loads and when, and the room it
// keeps. It stands beside the screens' record because features contribute sections the way they
// contribute screens (a feature exports its records; the app puts them in order), and api-client
// is the one layer every feature and the app share. Types only: it adds nothing to a bundle.
import type { ReactNode } from 'react';

/**
 * When a section's code loads and it renders, by the helpers of `../scheduling/` (and ui-kit's
 * `NearViewport` for the last):
 *
 * - `atOnce`: in the first load, drawn with the first paint (the banners: the largest paint);
 * - `afterFirstPaint`: its code starts loading at `afterFirstPaint()`;
 * - `whenIdle`: its code starts loading at `whenIdle()`, for what nobody waits for;
 * - `nearViewport`: its code loads after the first paint and it renders only as it comes within
 *   about a flick of the screen, keeping `reserve` until then.
 *
 * Every section but an `atOnce` one also waits for the status call's answer, like the rest of home.
 */
export type HomeSectionTiming = 'atOnce' | 'afterFirstPaint' | 'whenIdle' | 'nearViewport';

/**
 * A section's or a part's component. A function, so that a section written for fewer props (a
 * feature's, for {@link HomeSectionProps}) fits a page that gives more (the app's).
 */
export type HomeComponent<Props> = (props: Props) => ReactNode;

/** A section's or a part's code, loaded when its timing says. */
export type HomeLoad<Props> = () => Promise<{ Component: HomeComponent<Props> }>;

/**
 * The slots of the app's sections where another feature places a part of its own: the download
 * bar's end (the APP_DOWNLOAD gift) and the reward-centre quick link (the unclaimed count).
 */
export type HomeSlotName = 'downloadBar.end' | 'quickNav.rewardCentre';

/** What every section is given: the parts contributed to its slots, ready to place. */
export interface HomeSectionProps {
  slots: Partial<Record<HomeSlotName, ReactNode>>;
}

interface HomeSectionBase {
  /** Unique on the page; what `after` names. */
  id: string;
  /**
   * The room it keeps (a CSS length for `min-block-size`) until it has rendered, close to its
   * usual height, so that nothing below it moves when it comes.
   */
  reserve?: string;
  /**
   * Another section whose first commit this one waits for, and then a task more
   * (`useAfterFirstCommit`): its calls and effects then do not join that section's in one task.
   */
  after?: string;
  /** Only a logged-in member gets it (and loads its code). */
  audience?: 'member';
}

/**
 * A home section. An `atOnce` section's component is in the first load; every other one's code is
 * loaded (`load`) when its timing says. `Props` are what the page gives its sections: a feature's
 * section takes {@link HomeSectionProps}; the app's own may take more.
 */
export type HomeSectionRecord<Props extends HomeSectionProps = HomeSectionProps> =
  | (HomeSectionBase & { when: 'atOnce'; Component: HomeComponent<Props> })
  | (HomeSectionBase & { when: Exclude<HomeSectionTiming, 'atOnce'>; load: HomeLoad<Props> });

/**
 * A part a feature adds to a slot of a section another draws: it renders where and while the slot
 * does (the gift only while the download bar shows), loaded when its timing says.
 */
export interface HomePartRecord {
  id: string;
  slot: HomeSlotName;
  when: Exclude<HomeSectionTiming, 'atOnce' | 'nearViewport'>;
  /** As a section's: the section whose first commit it waits for. */
  after?: string;
  load: HomeLoad<object>;
}
