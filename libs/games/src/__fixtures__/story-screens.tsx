// What the games stories share: a screen at its app path, anything it navigates to shown as
// "Went to …", and the answers the contract fixtures do not hold (the vendors by category).
import type { Game } from '@mweb/api-client';
import { answer, fail, storyOrigin } from '@mweb/api-client/testing';

export { AtPath, answer, fail, storyOrigin } from '@mweb/api-client/testing';

const vendor = (gameType: string, vassalage: string, accountTypeName: string) => ({
  accountTypeName,
  gameType,
  vassalage,
});

/** The merchant's vendors by category, with a JL vendor in RNG and an EG3 vendor in LIVE. */
export const vendorsAnswer = answer(
  'games.vendorsByMerchant',
  {
    mapping: {
      RNG: [vendor('RNG', 'PG', 'PG Soft'), vendor('RNG', 'JL', 'JILI')],
      FISH: [vendor('FISH', 'FC', 'Fa Chai')],
      LIVE: [vendor('LIVE', 'AG', 'Asia Gaming'), vendor('LIVE', 'EG3', 'Evolution')],
      PVP: [vendor('PVP', 'KY', 'Kaiyuan')],
    },
    sorting: ['RNG', 'FISH', 'LIVE', 'PVP'],
  },
  storyOrigin,
);

/** Vendors in the other categories of SPEC.md sections 1 and 9: sports, e-sports, streaming, cockfight. */
export const everyCategoryAnswer = answer(
  'games.vendorsByMerchant',
  {
    mapping: {
      RNG: [vendor('RNG', 'PG', 'PG Soft')],
      SPORTS: [vendor('SPORTS', 'SABA', 'SABA Sports'), vendor('SPORTS', 'CMD', 'CMD368')],
      ESPORTS: [vendor('ESPORTS', 'TF', 'TF Gaming')],
      LIVESTREAM: [vendor('LIVESTREAM', 'CBS', 'Live Stream')],
      COCKFIGHT: [vendor('COCKFIGHT', 'SV388', 'SV388 Cockfight')],
      ELOTT: [vendor('ELOTT', 'GPI', 'GPI Lottery')],
      LOTT: [vendor('LOTT', 'TCG_LOTTO_VN', 'TCG Vietnam Lottery')],
    },
    sorting: ['RNG', 'SPORTS', 'ESPORTS', 'LIVESTREAM', 'COCKFIGHT', 'ELOTT', 'LOTT'],
  },
  storyOrigin,
);

/** No vendor of any category. */
export const noVendorsAnswer = answer(
  'games.vendorsByMerchant',
  { mapping: {}, sorting: [] },
  storyOrigin,
);

/** An empty game list, an empty hot list and no favourites. */
export const emptyListsAnswers = [
  answer('games.gameList', { games: [], pageNum: 1, totalPages: 0, totalCount: 0 }, storyOrigin),
  answer('games.hotGames', { list: [] }, storyOrigin),
  answer('games.favouriteList', { content: [], pageNum: 1, totalPages: 0 }, storyOrigin),
  answer('games.favouriteIds', [], storyOrigin),
];

/** The game lists refused by the gateway. */
export const failedListsAnswers = [
  fail('games.gameList', { errorCode: 'SYSTEM_ERROR', status: 500 }, storyOrigin),
  fail('games.hotGames', { errorCode: 'SYSTEM_ERROR', status: 500 }, storyOrigin),
  fail('games.favouriteList', { errorCode: 'SYSTEM_ERROR', status: 500 }, storyOrigin),
];

/** A small square icon drawn inline, so the story needs no image server. */
export function inlineIcon(text: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="16" fill="${colour}"/><text x="48" y="60" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A game as the gateway lists it. */
export const storyGame = (overrides: Partial<Game> = {}): Game => ({
  gameId: 'G1000',
  nodeId: 'N1000',
  gameType: 'RNG',
  vassalage: 'PG',
  gameName: 'Mahjong Ways',
  mobileIconUrl: inlineIcon('MW', '#7a3b6b'),
  ...overrides,
});
