// The parts one feature draws in another's screen (api-client's `GameParts`): the game centre
// (games) shows the lottery's lane. Each is loaded when first drawn, with its dictionary beside it.
import type { GameParts } from '@mweb/api-client/screens';
import { lotteryLane } from '@mweb/lottery';
import { lazy } from 'react';
import { getI18n } from 'react-i18next';

export const GAME_PARTS: GameParts = {
  lotteryLane: lazy(() =>
    Promise.all([lotteryLane(), getI18n().loadNamespaces('lottery')]).then(([module]) => module),
  ),
};
