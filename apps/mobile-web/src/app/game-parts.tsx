// The parts one feature draws in another's screen (api-client's `GameParts`): the game centre
// (games) shows the lottery's lane, loaded when first drawn. Its dictionary comes as the home
// page's lottery sections' does: the lane's `useTranslation('lottery')` suspends until it is in.
import type { GameParts } from '@mweb/api-client/screens';
import { lotteryLane } from '@mweb/lottery';
import { lazy } from 'react';

export const GAME_PARTS: GameParts = { lotteryLane: lazy(lotteryLane) };
