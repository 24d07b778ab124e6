// Parts one feature draws inside another's screen, given by the app: the game centre (games)
// shows the lottery lane, which the lottery feature draws, and features never import features.
// The app, which imports both, puts the lottery's part here; a screen without it in context
// (a feature's own tests and stories) draws its own fallback.
import { createContext, useContext, type ComponentType } from 'react';

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

const GamePartsContext = createContext<GameParts>({});

/** Gives the parts to every screen below it (the app, around its routes). */
export const GamePartsProvider = GamePartsContext.Provider;

/** A part the app gave, or undefined. */
export function useGamePart<Name extends keyof GameParts>(name: Name): GameParts[Name] {
  return useContext(GamePartsContext)[name];
}
