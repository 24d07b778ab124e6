// Parts one feature draws inside another's screen, given by the app: the game centre (games)
// shows the lottery lane, which the lottery feature draws, and features never import features.
// The app gives its parts once, before its first render; a screen whose parts were not given (a
// feature's own tests and stories) draws its own fallback. A plain module value, not a React
// context: the parts never change while the app runs, and the first load stays smaller.
import type { ComponentType } from 'react';

/** What the game centre gives its lottery lane. */
export interface LotteryLaneProps {
  /** The side menu's lottery category: ELOTT (the e-lottery) or LOTT (the Vietnam lottery). */
  category: string;
}

/** The parts a feature may draw in another's screen, by name. */
export interface GameParts {
  /** The lottery lane of the game entrance (SPEC.md section 2, "Game list section"). */
  lotteryLane?: ComponentType<LotteryLaneProps>;
}

let given: GameParts = {};

/** Gives the parts to every screen (the app, once, before its first render; a test, for itself). */
export function provideGameParts(parts: GameParts): void {
  given = parts;
}

/** A part the app gave, or undefined. */
export function gamePart<Name extends keyof GameParts>(name: Name): GameParts[Name] {
  return given[name];
}
